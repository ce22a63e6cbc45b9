/// Finds the types whose names are close to one that is asked for or needed, among a list
/// of candidates: the same type but optional (or not), capitalised differently, the same
/// simple name in another scope, a simple name a few edits away, a type that conforms to
/// the protocol asked for, or a protocol the type asked for conforms to.
///
/// Linear in the candidates: each is compared once, the edit distance only between simple
/// names whose lengths are close enough, within a band.
struct NearMatchFinder {
    struct Candidate {
        var key: TypeKey
        /// What supplies it, in words, if anything does.
        var suppliedBy: String?
        var reference: SourceReference?
    }

    private struct Prepared {
        var candidate: Candidate
        /// The key without `?`, `!` or `some` (`TypeKey.core`), spelled.
        var core: String
        var lowercasedCore: String
        var simpleName: [UInt8]?
    }

    private let candidates: [Prepared]
    private let table: TypeTable
    private let conformances: Conformances

    /// `candidates` in order of preference; a key listed twice keeps its first place.
    init(candidates: [Candidate], table: TypeTable, conformances: Conformances) {
        var seen = Set<TypeKey>()
        self.candidates = candidates.filter { seen.insert($0.key).inserted }.map { candidate in
            let core = candidate.key.core
            return Prepared(
                candidate: candidate, core: core.text, lowercasedCore: core.text.lowercased(),
                simpleName: TypeQuery.simpleName(of: core).map(NearMatchFinder.lowercasedBytes)
            )
        }
        self.table = table
        self.conformances = conformances
    }

    /// The closest candidates to `key`, best first, at most `ExplanationLimits.nearMatches`.
    func matches(for key: TypeKey) -> [NearMatch] {
        let coreKey = key.core
        let core = coreKey.text
        let lowercasedCore = core.lowercased()
        let simpleName = TypeQuery.simpleName(of: coreKey).map(NearMatchFinder.lowercasedBytes)
        let entry = table.entry(named: core)
        let conformingTypes = entry?.kind == .protocol ? Set(conformances.types(conformingTo: core)) : []
        let inheritedNames = entry.map { Set($0.parts.flatMap(\.declaration.inheritance).map(\.text)) } ?? []
        var found: [(match: NearMatch, rank: Int)] = []
        for prepared in candidates where prepared.candidate.key != key {
            guard let closeness = closeness(
                of: prepared, to: core, lowercasedCore, simpleName, conformingTypes: conformingTypes, inheritedNames: inheritedNames
            ) else { continue }
            let match = NearMatch(
                typeName: prepared.candidate.key.text, closeness: closeness, suppliedBy: prepared.candidate.suppliedBy,
                reference: prepared.candidate.reference
            )
            found.append((match, NearMatchFinder.rank(of: closeness)))
        }
        // A stable sort: candidates of one rank keep the order they were given in.
        return found.enumerated()
            .sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
            .prefix(ExplanationLimits.nearMatches)
            .map(\.element.match)
    }

    private func closeness(
        of prepared: Prepared, to core: String, _ lowercasedCore: String, _ simpleName: [UInt8]?,
        conformingTypes: Set<String>, inheritedNames: Set<String>
    ) -> NearMatch.Closeness? {
        if prepared.core == core { return .optionality }
        if prepared.lowercasedCore == lowercasedCore { return .capitalisation }
        if conformingTypes.contains(prepared.core) { return .conformsToProtocol }
        if inheritedNames.contains(prepared.core) { return .protocolOfType }
        guard let simpleName, let candidateName = prepared.simpleName else { return nil }
        if candidateName == simpleName { return .otherScope }
        let limit = NearMatchFinder.distanceLimit(forLength: simpleName.count)
        return EditDistance.between(simpleName, candidateName, atMost: limit).map { .spelling(distance: $0) }
    }

    /// How many edits a simple name of `length` bytes may be from another to be close.
    private static func distanceLimit(forLength length: Int) -> Int {
        min(3, max(1, length / 4))
    }

    private static func rank(of closeness: NearMatch.Closeness) -> Int {
        switch closeness {
        case .optionality: 0
        case .capitalisation: 1
        case .conformsToProtocol, .protocolOfType: 2
        case .otherScope: 3
        case .spelling(let distance): 3 + distance
        }
    }

    private static func lowercasedBytes(_ name: String) -> [UInt8] {
        name.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }
}

/// The Levenshtein distance between two byte strings, computed only within a band.
enum EditDistance {
    /// The distance between `a` and `b` when it is at most `limit`, else `nil`: a band of
    /// `2 * limit + 1` cells per row, so the work is `O(length * limit)`.
    static func between(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : beyond }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i <= limit ? i : beyond
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            if low > 1 { current[low - 1] = beyond }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, beyond)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = beyond }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
