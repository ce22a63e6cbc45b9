/// The call-site parameters of one generated method, in order, each with the dependency
/// it comes from: the method's own unresolved dependencies first, then those of each
/// resolved dependency, in order. A name that arrives again with the same type is one
/// parameter; with another type, it is a conflict.
struct CallSiteParameters {
    struct Entry {
        var parameter: CallSiteParameter
        /// The property or provider parameter that needs it.
        var origin: DependencySlot
    }

    struct Conflict {
        var first: Entry
        var second: Entry
    }

    private(set) var entries: [Entry] = []
    private(set) var conflicts: [Conflict] = []
    private var indexByName: [String: Int] = [:]

    var parameters: [CallSiteParameter] { entries.map(\.parameter) }

    /// Collects the parameters of a method with `dependencies`, whose resolved targets
    /// are `targets` (`nil`: unresolved), given the parameters already computed for each
    /// binding in `known`.
    init(dependencies: [DependencySlot], targets: [Int?], known: [CallSiteParameters]) {
        // A defaulted dependency that nothing binds keeps its default: no parameter.
        for (dependency, target) in zip(dependencies, targets) where target == nil && dependency.kind == .direct {
            add(Entry(parameter: dependency.parameter, origin: dependency))
        }
        for case let target? in targets {
            for entry in known[target].entries { add(entry) }
        }
    }

    init() {}

    private mutating func add(_ entry: Entry) {
        guard let existing = indexByName[entry.parameter.name] else {
            indexByName[entry.parameter.name] = entries.count
            entries.append(entry)
            return
        }
        if entries[existing].origin.type.key != entry.origin.type.key {
            conflicts.append(Conflict(first: entries[existing], second: entry))
        }
    }
}
