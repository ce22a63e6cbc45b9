/// Describes the dependencies nothing in one resolver supplies: why, and what is close.
///
/// A tree meets the same unbound type again and again (`String`, `Int`): each type's
/// reasons and near matches are found once, so the work stays linear in the tree rather
/// than the tree's size times the candidates'.
final class UnboundDescriber {
    private let resolverName: String
    private let resolverIndex: Int
    private let reasons: UnboundReasons
    private let nearMatches: NearMatchFinder
    private var found: [TypeKey: (reasons: [UnboundReason], nearMatches: [NearMatch])] = [:]

    init(resolverName: String, resolverIndex: Int, reasons: UnboundReasons, nearMatches: NearMatchFinder) {
        self.resolverName = resolverName
        self.resolverIndex = resolverIndex
        self.reasons = reasons
        self.nearMatches = nearMatches
    }

    func describe(_ slot: DependencySlot) -> UnboundDependency {
        let key = slot.type.key
        let description = found[key] ?? (reasons.reasons(for: key, inResolver: resolverIndex), nearMatches.matches(for: key))
        found[key] = description
        return UnboundDependency(
            typeName: slot.type.spelling, resolverName: resolverName, becomesParameter: slot.kind == .direct,
            reasons: description.reasons, nearMatches: description.nearMatches
        )
    }
}
