/// The resolver a type's contributions are for, as its `ContributedTo` alias names it
/// (`typealias ContributedTo = CoreResolver`): only a resolver that is it or refines it, and
/// the scopes made from such a resolver, receive them. A type without the alias contributes to
/// every resolver that sees it.
struct ContributionTarget: Sendable {
    /// The resolver protocol the alias names, by its declared name.
    let resolverName: String
    /// Where the alias is declared.
    let reference: SourceReference
}

extension ContributionTarget {
    /// The target `entry`'s `ContributedTo` alias declares: `nil` without the alias; an
    /// `invalid-contribution-target` error for a nested type of that name, or an alias that
    /// names no resolver protocol `receivers` knows.
    static func read(of entry: TypeEntry, in table: TypeTable, receivers: ContributionReceivers) -> Result<ContributionTarget?, Diagnostic> {
        let fix = "name in 'ContributedTo' a resolver protocol ('protocol AppResolver: Resolver'), or remove the alias, "
            + "so that every resolver that sees '\(entry.name)' receives its contributions"
        switch table.memberType(named: "ContributedTo", of: entry) {
        case nil:
            return .success(nil)
        case .nested(let nested)?:
            return .failure(Diagnostic(
                .error, id: .invalidContributionTarget,
                "'ContributedTo' of '\(entry.name)' must be a typealias naming a resolver protocol, not a nested \(nested.kind?.rawValue ?? "type")",
                at: nested.reference, fix: fix
            ))
        case .alias(let alias, let target, _)?:
            let reference = alias.file.reference(at: alias.declaration.offset)
            let written = alias.declaration.type?.text ?? target.key.text
            guard case .named(let components) = target, components.allSatisfy(\.genericArguments.isEmpty),
                  let named = ChildScope.resolverEntry(named: written, in: entry, table: table), receivers.knows(named.name) else {
                let isUndeclared = if case .named = target { table.entry(named: target.key.text) == nil } else { false }
                let nearest = receivers.nearestName(to: String(written.split(separator: ".").last ?? ""))
                return .failure(Diagnostic(
                    .error, id: .invalidContributionTarget,
                    "'ContributedTo' of '\(entry.name)' names '\(written)', which "
                        + (isUndeclared ? "is not declared in the files read" : "is not a resolver protocol")
                        + ": only resolvers receive contributions",
                    at: reference,
                    fix: nearest.map { "name '\($0)' in 'ContributedTo', the resolver protocol of the nearest name" } ?? fix
                ))
            }
            return .success(ContributionTarget(resolverName: named.name, reference: reference))
        }
    }
}

extension ContributionTarget {
    /// An `invalid-contribution-target` warning at an alias of `entry` a letter or two away
    /// from `ContributedTo` (`ContributesTo`, Anvil's spelling), when `entry` declares no
    /// `ContributedTo`: read by name, the misspelled alias would leave the contributions to
    /// every resolver, silently.
    static func misspelling(in entry: TypeEntry) -> Diagnostic? {
        let expected = Array("contributedto".utf8)
        for part in entry.parts {
            for case .typeAlias(let alias) in part.declaration.members where alias.name != "ContributedTo"
                && EditDistance.between(Array(alias.name.lowercased().utf8), expected, atMost: 2) != nil {
                return Diagnostic(
                    .warning, id: .invalidContributionTarget,
                    "'\(alias.name)' of '\(entry.name)' is not read: the resolver a type's contributions are for is named by "
                        + "'ContributedTo', so every resolver that sees '\(entry.name)' receives them",
                    at: part.reference(at: alias.offset),
                    fix: "rename it 'typealias ContributedTo = \(alias.type?.text ?? "AppResolver")'"
                )
            }
        }
        return nil
    }
}

/// For each resolver, the targets whose contributions it receives: its own name, those of the
/// protocols it refines at any distance, and, for a scope, those its parent receives, since a
/// scope sees every binding of its parent.
struct ContributionReceivers: Sendable {
    private let targetsOfResolver: [String: Set<String>]
    /// The resolvers that were read, by name.
    private let byName: [String: ResolverProtocol]
    /// Every resolver protocol read, of any module: besides `byName`'s protocols, those of
    /// dependency modules that no resolver here refines, which a module's contribution may
    /// still be for (a shared module's protocol that only the app's resolver refines).
    private let resolverNames: Set<String>

    init(resolvers: [ResolverProtocol], resolverNames: Set<String>) {
        self.resolverNames = resolverNames
        let byName = Dictionary(resolvers.map { ($0.name, $0) }) { first, _ in first }
        self.byName = byName
        var targets: [String: Set<String>] = [:]
        // Depth-first, each resolver once; a cycle of refinements (an error of its own) stops.
        func targetsOf(_ name: String, visiting: inout Set<String>) -> Set<String> {
            if let known = targets[name] { return known }
            guard let resolver = byName[name], visiting.insert(name).inserted else { return [name] }
            var received: Set<String> = [name]
            for parent in resolver.parents { received.formUnion(targetsOf(parent, visiting: &visiting)) }
            if let scope = resolver.childScope { received.formUnion(targetsOf(scope.parentName, visiting: &visiting)) }
            targets[name] = received
            return received
        }
        for resolver in resolvers {
            var visiting: Set<String> = []
            _ = targetsOf(resolver.name, visiting: &visiting)
        }
        targetsOfResolver = targets
    }

    /// Whether `resolver` receives the contributions of a type whose target is `target`
    /// (`nil`: every resolver).
    func receives(_ resolver: String, _ target: ContributionTarget?) -> Bool {
        guard let target else { return true }
        return targetsOfResolver[resolver]?.contains(target.resolverName) ?? false
    }

    /// The resolver protocol whose name is a letter or two away from `name` (`CoreResolvr`),
    /// the first in name order; `nil` when there is none.
    func nearestName(to name: String) -> String? {
        let written = Array(name.utf8)
        return resolverNames.sorted().first { candidate in
            candidate != name && EditDistance.between(Array(candidate.utf8), written, atMost: 2) != nil
        }
    }

    /// Whether `name` is a resolver protocol that was read, of any module.
    func knows(_ name: String) -> Bool { resolverNames.contains(name) }

    /// Whether `resolver` receives what `target` is for and, if it is a scope, its parent does
    /// not: what it makes itself, where a scope reaches the rest through its parent.
    func receivesAlone(_ resolver: ResolverProtocol, _ target: ContributionTarget?) -> Bool {
        receives(resolver.name, target) && !(resolver.childScope.map { receives($0.parentName, target) } ?? false)
    }

    /// The sets of `items` (contributions of one type) that one resolver of the generated
    /// module receives two or more of, where neither it nor, for a scope, a resolver up its
    /// parents has a provider of `key`, which would replace them: each set once.
    func groups<Item>(
        of items: [Item], target: (Item) -> ContributionTarget?, bindingUnprovided key: TypeKey, in resolvers: [ResolverProtocol]
    ) -> [[Item]] {
        func isProvided(by resolver: ResolverProtocol, depth: Int) -> Bool {
            if resolver.providers.contains(where: { $0.returnType.key == key }) { return true }
            guard depth < resolvers.count, let parent = resolver.childScope.flatMap({ byName[$0.parentName] }) else { return false }
            return isProvided(by: parent, depth: depth + 1)
        }
        var groups: [[Item]] = []
        var reported: Set<[Int]> = []
        for resolver in resolvers where resolver.isGenerated && !isProvided(by: resolver, depth: 0) {
            let received = items.indices.filter { receives(resolver.name, target(items[$0])) }
            if received.count > 1, reported.insert(received).inserted { groups.append(received.map { items[$0] }) }
        }
        return groups
    }
}
