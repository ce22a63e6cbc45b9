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
/// call both without awaiting one of them across actors. Computed once per node, in an
/// order where each node comes after its dependencies: linear in nodes + dependencies.
struct MethodIsolation {
    /// What isolates a method: the resolver's own global actor, or a node's declaration (a
    /// binding's, or a property-injectable type's).
    enum Origin: Hashable {
        case resolver
        case node(NodeID)
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

    /// Where two global actors meet: the method of `node` needs both `first` and `second`.
    struct Conflict {
        var node: NodeID
        var first: Entry
        var second: Entry
    }

    private let entries: NodeTable<Entry>
    /// Each pair of global actors once, where it first meets in dependency order.
    let conflicts: [Conflict]

    /// Computed for `methodComponents`, every node in an order where each comes after those
    /// it resolves, now or in a closure, a cycle through closures as one component: its
    /// methods call one another, so they all run where any of them must.
    init(graph: ResolverGraph, methodComponents: [[NodeID]], callSiteParameters: NodeTable<CallSiteParameters>, sendableTypes: SendableTypes) {
        var builder = Builder(
            resolverEntry: graph.resolver.isolation.globalActor.map { Entry(globalActor: $0, origin: .resolver) } ?? .none,
            nodeCount: graph.nodes.count
        )
        let keepsSharedInstance = { (node: NodeID) in graph[node].scope.isShared }
        for component in methodComponents {
            if component.count == 1, graph.deferredDependencies.isEmpty {
                // Almost every graph: one node, every dependency a value.
                let node = component[0]
                builder.entries[node] = builder.entry(
                    of: node, own: graph[node].isolation, targets: graph.targets[node], usesStore: keepsSharedInstance(node)
                )
                continue
            }
            let entry = builder.entry(
                of: component, usesStore: component.contains(where: keepsSharedInstance),
                in: graph, callSiteParameters: callSiteParameters, sendableTypes: sendableTypes
            )
            for node in component { builder.entries[node] = entry }
        }
        entries = MethodIsolation.placingUndecided(builder.entries, on: builder.resolverEntry, methodComponents: methodComponents, graph: graph)
        self.conflicts = builder.conflicts
    }

    /// `entries` with each binding's method that nothing isolates placed on the resolver's
    /// global actor, unless a method that runs elsewhere calls it: callers first (the
    /// components in reverse), so that whether a method is called from elsewhere is known
    /// when it is placed. A closure calls from where it runs; an `async` one that hops, from
    /// anywhere. A property-injectable type's `injectTo` method is called by no method, and
    /// keeps its place.
    private static func placingUndecided(
        _ entries: NodeTable<Entry>, on resolverEntry: Entry, methodComponents: [[NodeID]], graph: ResolverGraph
    ) -> NodeTable<Entry> {
        guard let resolverActor = resolverEntry.globalActor else { return entries }
        var placed = entries
        var calledFromElsewhere = NodeTable(repeating: false, count: entries.count)
        func markCallees(of node: NodeID, runningOn actor: String?) {
            for (position, target) in graph.targets[node].enumerated() {
                guard let target else { continue }
                var callerActor = actor
                if case .factory(let closure)? = graph.deferred(node, position) {
                    if closure.hops(to: placed[target].globalActor, madeOn: actor, among: graph.globalActors) { continue }
                    callerActor = closure.runsOn(madeOn: actor, among: graph.globalActors)
                }
                if callerActor != resolverActor { calledFromElsewhere[target] = true }
            }
        }
        for component in methodComponents.reversed() {
            if graph[component[0]].bindsType, placed[component[0]].globalActor == nil, !component.contains(where: { calledFromElsewhere[$0] }) {
                for node in component { placed[node] = resolverEntry }
            }
            for node in component {
                markCallees(of: node, runningOn: placed[node].globalActor)
            }
        }
        return placed
    }

    /// Where the method of `node` runs.
    subscript(node: NodeID) -> Entry { entries[node] }

    /// The entries computed so far, and the conflicts found while merging them.
    private struct Builder {
        let resolverEntry: Entry
        var entries: NodeTable<Entry>
        var conflicts: [Conflict] = []
        private var reported: Set<[Origin]> = []

        init(resolverEntry: Entry, nodeCount: Int) {
            self.resolverEntry = resolverEntry
            entries = NodeTable(repeating: .none, count: nodeCount)
        }

        /// The entry of the method of `node`, whose own declaration has `isolation` and whose
        /// dependencies, all values, are resolved by `targets`, computed already; `usesStore`
        /// when it keeps a shared instance in the resolver's store.
        mutating func entry(of node: NodeID, own isolation: Isolation, targets: [NodeID?], usesStore: Bool) -> Entry {
            var merge = start(usesStore: usesStore)
            join(own: isolation, origin: .node(node), into: &merge, in: node)
            for case let target? in targets { join(target: target, into: &merge, in: node) }
            return merge.finished
        }

        /// A merge that starts on the resolver's global actor when the method reads the
        /// store, on none otherwise.
        private func start(usesStore: Bool) -> Merge {
            Merge(entry: usesStore ? resolverEntry : .none, resolverIsIsolated: resolverEntry.globalActor != nil)
        }

        /// The entry shared by the methods of `members` (one node, or a cycle through closures),
        /// whose own declarations have their isolation and whose dependencies' nodes outside
        /// `members` are computed already. A `@Sendable` closure runs anywhere, one isolated to
        /// a global actor (`@MainActor () -> T`) runs there, and an `async` one awaits what runs
        /// elsewhere: what they call does not isolate the method that makes them
        /// (`closure-isolation` checks that the target may run there).
        ///
        /// A plain `async` closure that passes its target call-site parameters whose types are
        /// not `Sendable` would send them to the target's actor; it is made there, and needs no
        /// hop, when nothing else isolates the method that makes it (otherwise
        /// `parameter-not-sendable` says what crosses).
        mutating func entry(
            of members: [NodeID], usesStore: Bool, in graph: ResolverGraph,
            callSiteParameters: NodeTable<CallSiteParameters>, sendableTypes: SendableTypes
        ) -> Entry {
            var merge = start(usesStore: usesStore)
            var sendingClosures: [(node: NodeID, target: NodeID)] = []
            for node in members {
                join(own: graph[node].isolation, origin: .node(node), into: &merge, in: node)
                for (position, target) in graph.targets[node].enumerated() {
                    guard let target, !members.contains(target) else { continue }
                    if case .factory(let closure)? = graph.deferred(node, position),
                       closure.isSendable(among: graph.globalActors) || closure.isAsync || closure.globalActor(among: graph.globalActors) != nil {
                        // A plain async closure holds the resolver in its maker's isolation and
                        // awaits its target's method where that runs: a resolver that is not
                        // Sendable may not go there, nor may a value that is not come back, so
                        // the maker runs there too. A target that runs anywhere asks nothing.
                        if closure.isAsync, closure.runsWhereMade(among: graph.globalActors) {
                            if !graph.resolver.isSendable || !sendableTypes.isKnownSendable(graph[target].type) {
                                join(entries[target], into: &merge.entry, in: node)
                            } else if callSiteParameters[target].entries.contains(where: { !sendableTypes.isKnownSendable($0.origin.type) }) {
                                sendingClosures.append((node, target))
                            }
                        }
                        continue
                    }
                    join(target: target, into: &merge, in: node)
                }
            }
            for (node, target) in sendingClosures where merge.entry.globalActor == nil {
                join(entries[target], into: &merge.entry, in: node)
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
        private mutating func join(own isolation: Isolation, origin: Origin, into merge: inout Merge, in node: NodeID) {
            join(isolation.globalActor.map { Entry(globalActor: $0, origin: origin) } ?? .none, into: &merge.entry, in: node)
            merge.isNonisolatedByDeclaration = merge.isNonisolatedByDeclaration && (isolation == .nonisolated || isolation == .actor)
        }

        /// Merges the entry of a method that the method of `node` calls into `merge`.
        private mutating func join(target: NodeID, into merge: inout Merge, in node: NodeID) {
            join(entries[target], into: &merge.entry, in: node)
            merge.isNonisolatedByDeclaration = merge.isNonisolatedByDeclaration && entries[target].isNonisolatedByDeclaration
        }

        /// Merges `other` into `entry`, recording each new pair of global actors that meet.
        private mutating func join(_ other: Entry, into entry: inout Entry, in node: NodeID) {
            guard let actor = other.globalActor, let origin = other.origin else { return }
            guard let current = entry.globalActor, let currentOrigin = entry.origin else {
                entry = other
                return
            }
            guard actor != current, reported.insert([currentOrigin, origin]).inserted else { return }
            conflicts.append(Conflict(node: node, first: entry, second: other))
        }
    }
}

