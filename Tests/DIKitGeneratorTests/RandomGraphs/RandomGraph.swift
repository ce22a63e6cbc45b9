/// A random DI project: one resolver protocol and up to a few hundred types of every
/// injectable kind, with shared dependencies and call-site parameters, rendered as one
/// Swift source file. Every name starts with the graph's prefix (`G17_`), so the files of
/// many graphs typecheck together in one module.
///
/// Nodes are made in order and depend only on earlier nodes, so the graph is acyclic,
/// except for an optional injected cycle: a ring of new nodes placed at one position of
/// that order. Ring nodes depend on earlier nodes and on the next ring node; later nodes
/// may depend on ring nodes. Nothing after the ring reaches back before it, so the ring is
/// the only cycle, and its only strongly connected component.
struct RandomGraph {
    enum Kind: CaseIterable {
        /// `Injectable`: built with `init(dependency:)`.
        case initializer
        /// `FactoryMethodInjectable`: built with `makeInstance(dependency:)`.
        case factoryMethod
        /// `PropertyInjectable`: gets `injectTo`; nothing depends on it.
        case property
        /// A plain type returned by a `provide` method of the resolver, whose parameters
        /// are its dependencies.
        case provided
    }

    /// A call-site parameter: a dependency whose type nothing provides.
    struct Parameter: Hashable {
        var name: String
        var typeName: String
    }

    /// The parameter names a dependency may have. Each name always has the same type,
    /// so a method never receives one name with two types.
    static let parameterPool: [Parameter] = [
        Parameter(name: "label", typeName: "String"),
        Parameter(name: "title", typeName: "String"),
        Parameter(name: "identifier", typeName: "String"),
        Parameter(name: "count", typeName: "Int"),
        Parameter(name: "limit", typeName: "Int"),
        Parameter(name: "scale", typeName: "Double"),
        Parameter(name: "threshold", typeName: "Double"),
        Parameter(name: "enabled", typeName: "Bool"),
    ]

    struct Node {
        var name: String
        var kind: Kind
        /// The `Dependency` properties (or provider parameters), in declaration order.
        var members: [Member]

        enum Member {
            /// A dependency on another node, by index.
            case node(Int)
            case parameter(Parameter)
        }

        var dependencies: [Int] {
            members.compactMap { if case .node(let index) = $0 { index } else { nil } }
        }
    }

    let prefix: String
    private(set) var nodes: [Node] = []
    /// The injected cycle, in edge order: each node depends on the next, the last on the first.
    private(set) var cycle: [Int]?
    /// What each node's initializer, factory method or provider declares: none in a graph
    /// with a cycle (see `RandomGraph+Effects.swift`).
    private(set) var effects: [DeclaredEffects] = []

    var resolverName: String { "\(prefix)_Resolver" }
    var fileName: String { "\(prefix).swift" }

    /// A graph of `typeCount` types (plus the ring, when `cycleLength` is given). Without
    /// a count, it is the smaller of two draws in 1...200: every size occurs, small ones
    /// more often, which keeps the typechecking of hundreds of graphs fast.
    init(seed: UInt64, prefix: String, typeCount: Int? = nil, cycleLength: Int? = nil) {
        self.prefix = prefix
        var random = SplitMix64(seed: seed)
        let count = typeCount ?? min(random.inRange(1...200), random.inRange(1...200))
        let ringPosition = cycleLength.map { _ in random.inRange(0...count) }
        var available: [Int] = []  // nodes others may depend on (all but property-injected)

        func randomMembers(from candidates: [Int], random: inout SplitMix64) -> [Node.Member] {
            // Half of the picks among the latest nodes (deep chains), half anywhere (sharing).
            let recent = Array(candidates.suffix(8))
            var picks = Set(random.sample(random.inRange(0...2), from: recent))
            picks.formUnion(random.sample(random.inRange(0...2), from: candidates))
            let parameters = random.sample(random.inRange(0...2), from: RandomGraph.parameterPool)
            var members = picks.sorted().map(Node.Member.node) + parameters.map(Node.Member.parameter)
            // Declaration order is random too: parameters are ordered by it.
            members = random.sample(members.count, from: members)
            return members
        }

        for position in 0...count {
            if position == ringPosition, let cycleLength {
                let ring = Array(nodes.count..<(nodes.count + cycleLength))
                let candidates = available
                for index in ring {
                    let kind = [Kind.initializer, .factoryMethod, .provided][random.below(3)]
                    nodes.append(Node(name: "\(prefix)_T\(index)", kind: kind, members: randomMembers(from: candidates, random: &random)))
                }
                // The ring's edge order is a random permutation of its nodes, so the chain
                // does not always start at the first node made.
                let order = random.sample(ring.count, from: ring)
                for (offset, index) in order.enumerated() {
                    let next = order[(offset + 1) % order.count]
                    let insertion = random.inRange(0...nodes[index].members.count)
                    nodes[index].members.insert(.node(next), at: insertion)
                }
                cycle = order
                available += ring
            }
            guard position < count else { break }
            let index = nodes.count
            let kind = Kind.allCases[random.below(Kind.allCases.count)]
            nodes.append(Node(name: "\(prefix)_T\(index)", kind: kind, members: randomMembers(from: available, random: &random)))
            if kind != .property { available.append(index) }
        }
        effects = cycleLength == nil
            ? RandomGraph.drawEffects(for: nodes, prefix: prefix, seed: seed)
            : Array(repeating: DeclaredEffects(), count: nodes.count)
    }

    /// The chain a cycle diagnostic names: from the lexicographically smallest type name,
    /// along the edges, back to it: `A -> B -> C -> A`.
    var expectedCycleChain: String? {
        guard let cycle else { return nil }
        let names = cycle.map { nodes[$0].name }
        let start = names.indices.min { names[$0] < names[$1] }!
        let rotated = names[start...] + names[..<start]
        return (rotated + [rotated.first!]).joined(separator: " -> ")
    }

    /// The method the generator must emit for each node.
    var expectedMethodNames: [String] {
        nodes.map { $0.kind == .property ? "injectTo\($0.name)" : "resolve\($0.name)" }
    }
}

// MARK: - The corpus

extension RandomGraph {
    static let acyclicCorpusSize = 500
    static let cyclicCorpusSize = 200

    private static func seed(_ number: Int) -> UInt64 {
        0xD1_C17_6E4 &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Acyclic graph `number`, prefix `G<number>`. Every 25th has the full 200 types.
    static func acyclic(_ number: Int) -> RandomGraph {
        RandomGraph(seed: seed(number), prefix: "G\(number)", typeCount: number % 25 == 0 ? 200 : nil)
    }

    /// Graph `number` with one injected cycle of 1 (a type that needs itself) to 6 types,
    /// prefix `C<number>`, from a different seed stream.
    static func cyclic(_ number: Int) -> RandomGraph {
        RandomGraph(seed: ~seed(number), prefix: "C\(number)", cycleLength: 1 + number % 6)
    }
}

// MARK: - Rendering

extension RandomGraph {
    /// The project's source: the resolver protocol with the providers, then every type.
    var source: String {
        var lines = ["import DIKit", "", "protocol \(resolverName): Resolver {"]
        for (node, effects) in zip(nodes, effects) where node.kind == .provided {
            let parameters = members(of: node).map { "\($0.label): \($0.typeName)" }.joined(separator: ", ")
            lines.append("    func provide\(node.name)(\(parameters))\(effects.specifiers) -> \(node.name)")
        }
        lines.append("}")
        for (node, effects) in zip(nodes, effects) {
            lines.append("")
            switch node.kind {
            case .initializer:
                lines.append("struct \(node.name): Injectable {")
                lines += dependencyStruct(of: node)
                lines.append("    init(dependency: Dependency)\(effects.specifiers) {}")
            case .factoryMethod:
                lines.append("struct \(node.name): FactoryMethodInjectable {")
                lines += dependencyStruct(of: node)
                lines.append("    static func makeInstance(dependency: Dependency)\(effects.specifiers) -> \(node.name) { \(node.name)() }")
            case .property:
                lines.append("final class \(node.name): PropertyInjectable {")
                lines += dependencyStruct(of: node)
                lines.append("    var dependency: Dependency!")
            case .provided:
                lines.append("struct \(node.name) {")
            }
            lines.append("}")
        }
        for error in errorTypeNames { lines += ["", "enum \(error): Error {}"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each member as a label and a type: `d0: G1_T3` for nodes, `count: Int` for parameters.
    private func members(of node: Node) -> [(label: String, typeName: String)] {
        var nodeCount = 0
        return node.members.map { member in
            switch member {
            case .node(let index):
                defer { nodeCount += 1 }
                return ("d\(nodeCount)", nodes[index].name)
            case .parameter(let parameter):
                return (parameter.name, parameter.typeName)
            }
        }
    }

    private func dependencyStruct(of node: Node) -> [String] {
        ["    struct Dependency {"]
            + members(of: node).map { "        let \($0.label): \($0.typeName)" }
            + ["    }"]
    }
}
