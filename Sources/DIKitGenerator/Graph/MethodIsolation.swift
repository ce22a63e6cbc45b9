/// Where each generated method runs: on the global actor that its binding's initializer,
/// factory method or provider needs, or that any method it calls runs on, at any
/// distance; a method that keeps a shared instance also on the resolver's global actor,
/// where its `sharedInstances` requirement is. A method then calls each of its
/// dependencies on their own actor, without a hop.
///
/// A resolver's global actor is where the other methods run when nothing else decides,
/// as members of its extension do; except a method that a method elsewhere calls (on
/// another actor, or in a `@Sendable` closure): that one is declared `nonisolated`, so
/// that it can be called there. Only the store ties a method to the resolver's actor.
///
/// Two global actors meeting in one method is a conflict: no isolation lets that method
/// call both without awaiting one of them across actors. Computed once per binding, in an
/// order where each binding comes after its dependencies: linear in bindings + dependencies.
struct MethodIsolation {
    /// What isolates a method: the resolver's own global actor, a binding's declaration,
    /// or a property-injectable type's (by its position among them).
    enum Origin: Hashable {
        case resolver
        case binding(Int)
        case propertyInjectable(Int)
    }

    struct Entry {
        /// The global actor the method runs on; `nil`: it is not isolated.
        var globalActor: String?
        /// Why it runs there; `nil` when it is not isolated.
        var origin: Origin?
        /// Not isolated, and declared `nonisolated`: every declaration it calls, at any
        /// distance, says so (`nonisolated`, or an actor's initializer), so it runs
        /// anywhere whatever the module's default isolation is; or the resolver is isolated
        /// to a global actor, which its extension's members would otherwise take. When a
        /// declaration it calls says nothing under an unisolated resolver, neither does the
        /// method: it has the module's default, as that declaration does.
        var isNonisolatedByDeclaration = false

        static let none = Entry(globalActor: nil, origin: nil)
    }

    /// Where two global actors meet: `method` needs both `first` and `second`.
    struct Conflict {
        var method: GeneratedMethod
        var first: Entry
        var second: Entry
    }

    private let entries: MethodTable<Entry>
    /// Each pair of global actors once, where it first meets in dependency order.
    let conflicts: [Conflict]

    /// Computed for `methodComponents`, the bindings in an order where each comes after
    /// those it resolves, now or in a closure, a cycle through closures as one component:
    /// its methods call one another, so they all run where any of them must.
    init(graph: ResolverGraph, methodComponents: [[Int]], callSiteParameters: MethodTable<CallSiteParameters>, sendableTypes: SendableTypes) {
        var builder = Builder(
            resolverEntry: graph.resolver.isolation.globalActor.map { Entry(globalActor: $0, origin: .resolver) } ?? .none,
            bindingCount: graph.bindings.count
        )
        let keepsSharedInstance = { (binding: Int) in graph.bindings[binding].scope.isShared }
        for component in methodComponents {
            if component.count == 1, graph.deferredDependencies.isEmpty {
                // Almost every graph: one binding, every dependency a value.
                let binding = component[0]
                builder.ofBinding[binding] = builder.entry(
                    of: .resolve(binding), own: graph.bindings[binding].isolation, origin: .binding(binding),
                    targets: graph.dependencyBindings[binding], usesStore: keepsSharedInstance(binding)
                )
                continue
            }
            let entry = builder.entry(
                of: component.lazy.map { .resolve($0) }, own: component.lazy.map { graph.bindings[$0].isolation },
                origins: component.lazy.map { .binding($0) }, members: component, usesStore: component.contains(where: keepsSharedInstance),
                in: graph, callSiteParameters: callSiteParameters, sendableTypes: sendableTypes
            )
            for binding in component { builder.ofBinding[binding] = entry }
        }
        let ofInjectable = graph.propertyInjectables.enumerated().map { position, type in
            builder.entry(
                of: CollectionOfOne(.injectTo(position)), own: CollectionOfOne(type.isolation),
                origins: CollectionOfOne(.propertyInjectable(position)), members: [], usesStore: false, in: graph,
                callSiteParameters: callSiteParameters, sendableTypes: sendableTypes
            )
        }
        let ofBinding = MethodIsolation.placingUndecided(
            builder.ofBinding, on: builder.resolverEntry, ofInjectable: ofInjectable, methodComponents: methodComponents, graph: graph
        )
        entries = MethodTable(ofBindings: ofBinding, ofInjectables: ofInjectable)
        self.conflicts = builder.conflicts
    }

    /// `ofBinding` with each method that nothing isolates placed on the resolver's global
    /// actor, unless a method that runs elsewhere calls it: callers first (the components
    /// in reverse), so that whether a method is called from elsewhere is known when it is
    /// placed. A closure calls from where it runs; an `async` one that hops, from anywhere.
    private static func placingUndecided(
        _ ofBinding: [Entry], on resolverEntry: Entry, ofInjectable: [Entry], methodComponents: [[Int]], graph: ResolverGraph
    ) -> [Entry] {
        guard let resolverActor = resolverEntry.globalActor else { return ofBinding }
        var placed = ofBinding
        var calledFromElsewhere = Array(repeating: false, count: ofBinding.count)
        func markCallees(of method: GeneratedMethod, runningOn actor: String?) {
            let targets = graph.dependencies(of: method).targets
            for (position, target) in targets.enumerated() {
                guard let target else { continue }
                var callerActor = actor
                if case .factory(let closure)? = graph.deferred(method, position) {
                    if closure.hops(to: placed[target].globalActor, madeOn: actor, among: graph.globalActors) { continue }
                    callerActor = closure.runsOn(madeOn: actor, among: graph.globalActors)
                }
                if callerActor != resolverActor { calledFromElsewhere[target] = true }
            }
        }
        for (position, entry) in ofInjectable.enumerated() {
            markCallees(of: .injectTo(position), runningOn: entry.globalActor)
        }
        for component in methodComponents.reversed() {
            if placed[component[0]].globalActor == nil, !component.contains(where: { calledFromElsewhere[$0] }) {
                for binding in component { placed[binding] = resolverEntry }
            }
            for binding in component {
                markCallees(of: .resolve(binding), runningOn: placed[binding].globalActor)
            }
        }
        return placed
    }

    /// Where `method` runs.
    subscript(method: GeneratedMethod) -> Entry { entries[method] }

    /// The entries computed so far, and the conflicts found while merging them.
    private struct Builder {
        let resolverEntry: Entry
        var ofBinding: [Entry]
        var conflicts: [Conflict] = []
        private var reported: Set<[Origin]> = []

        init(resolverEntry: Entry, bindingCount: Int) {
            self.resolverEntry = resolverEntry
            ofBinding = Array(repeating: .none, count: bindingCount)
        }

        /// The entry of `method`, whose own declaration has `isolation` and whose
        /// dependencies, all values, are resolved by `targets`, computed already; `usesStore`
        /// when it keeps a shared instance in the resolver's store.
        mutating func entry(of method: GeneratedMethod, own isolation: Isolation, origin: Origin, targets: [Int?], usesStore: Bool) -> Entry {
            var merge = start(usesStore: usesStore)
            join(own: isolation, origin: origin, into: &merge, in: method)
            for case let target? in targets { join(target: target, into: &merge, in: method) }
            return merge.finished
        }

        /// A merge that starts on the resolver's global actor when the method reads the
        /// store, on none otherwise.
        private func start(usesStore: Bool) -> Merge {
            Merge(entry: usesStore ? resolverEntry : .none, resolverIsIsolated: resolverEntry.globalActor != nil)
        }

        /// The entry shared by `methods` (one, or a cycle through closures, whose bindings
        /// are `members`), whose own declarations have `isolation` and whose dependencies'
        /// bindings outside `members` are computed already. A `@Sendable` closure runs
        /// anywhere, one isolated to a global actor (`@MainActor () -> T`) runs there, and an
        /// `async` one awaits what runs elsewhere: what they call does not isolate the method
        /// that makes them (`closure-isolation` checks that the target may run there).
        ///
        /// A plain `async` closure that passes its target call-site parameters whose types are
        /// not `Sendable` would send them to the target's actor; it is made there, and needs no
        /// hop, when nothing else isolates the method that makes it (otherwise
        /// `parameter-not-sendable` says what crosses).
        mutating func entry(
            of methods: some Collection<GeneratedMethod>, own isolations: some Collection<Isolation>,
            origins: some Collection<Origin>, members: [Int], usesStore: Bool, in graph: ResolverGraph,
            callSiteParameters: MethodTable<CallSiteParameters>, sendableTypes: SendableTypes
        ) -> Entry {
            var merge = start(usesStore: usesStore)
            var sendingClosures: [(method: GeneratedMethod, target: Int)] = []
            for (method, (isolation, origin)) in zip(methods, zip(isolations, origins)) {
                join(own: isolation, origin: origin, into: &merge, in: method)
                for (position, target) in graph.dependencies(of: method).targets.enumerated() {
                    guard let target, !members.contains(target) else { continue }
                    if case .factory(let closure)? = graph.deferred(method, position),
                       closure.isSendable(among: graph.globalActors) || closure.isAsync || closure.globalActor(among: graph.globalActors) != nil {
                        // A plain async closure holds the resolver in its maker's isolation and
                        // awaits its target's method where that runs: a resolver that is not
                        // Sendable may not go there, nor may a value that is not come back, so
                        // the maker runs there too. A target that runs anywhere asks nothing.
                        if closure.isAsync, closure.runsWhereMade(among: graph.globalActors) {
                            if !graph.resolver.isSendable || !sendableTypes.isKnownSendable(graph.bindings[target].type) {
                                join(ofBinding[target], into: &merge.entry, in: method)
                            } else if callSiteParameters[.resolve(target)].entries.contains(where: { !sendableTypes.isKnownSendable($0.origin.type) }) {
                                sendingClosures.append((method, target))
                            }
                        }
                        continue
                    }
                    join(target: target, into: &merge, in: method)
                }
            }
            for (method, target) in sendingClosures where merge.entry.globalActor == nil {
                join(ofBinding[target], into: &merge.entry, in: method)
            }
            return merge.finished
        }

        /// An entry being merged, and whether everything merged into it is declared nonisolated.
        private struct Merge {
            var entry: Entry
            let resolverIsIsolated: Bool
            var isNonisolatedByDeclaration = true

            var finished: Entry {
                var entry = self.entry
                entry.isNonisolatedByDeclaration = entry.globalActor == nil && (isNonisolatedByDeclaration || resolverIsIsolated)
                return entry
            }
        }

        /// Merges a method's own declaration into `merge`.
        private mutating func join(own isolation: Isolation, origin: Origin, into merge: inout Merge, in method: GeneratedMethod) {
            join(isolation.globalActor.map { Entry(globalActor: $0, origin: origin) } ?? .none, into: &merge.entry, in: method)
            merge.isNonisolatedByDeclaration = merge.isNonisolatedByDeclaration && (isolation == .nonisolated || isolation == .actor)
        }

        /// Merges the entry of a method that `method` calls into `merge`.
        private mutating func join(target: Int, into merge: inout Merge, in method: GeneratedMethod) {
            join(ofBinding[target], into: &merge.entry, in: method)
            merge.isNonisolatedByDeclaration = merge.isNonisolatedByDeclaration && ofBinding[target].isNonisolatedByDeclaration
        }

        /// Merges `other` into `entry`, recording each new pair of global actors that meet.
        private mutating func join(_ other: Entry, into entry: inout Entry, in method: GeneratedMethod) {
            guard let actor = other.globalActor, let origin = other.origin else { return }
            guard let current = entry.globalActor, let currentOrigin = entry.origin else {
                entry = other
                return
            }
            guard actor != current, reported.insert([currentOrigin, origin]).inserted else { return }
            conflicts.append(Conflict(method: method, first: entry, second: other))
        }
    }
}

