import Testing

/// The random graphs themselves: reproducible, and holding what the generator's tests on
/// them rely on.
@Suite struct RandomGraphGeneratorTests {
    @Test func aSeedAlwaysGivesTheSameGraph() {
        #expect(RandomGraph.acyclic(7).source == RandomGraph.acyclic(7).source)
        #expect(RandomGraph.acyclic(7).source != RandomGraph.acyclic(8).source)
        #expect(RandomGraph.cyclic(7).expectedCycleChain == RandomGraph.cyclic(7).expectedCycleChain)
    }

    @Test func rendersEveryKind() {
        var graph = RandomGraph.acyclic(0)
        while !RandomGraph.Kind.allCases.allSatisfy({ kind in graph.nodes.contains { $0.kind == kind } }) {
            graph = RandomGraph.acyclic(Int(graph.prefix.dropFirst())! + 25)
        }
        let source = graph.source
        #expect(source.hasPrefix("import DIKit\n\nprotocol \(graph.resolverName): Resolver {\n    func provide"))
        for conformance in [": Injectable {", ": FactoryMethodInjectable {", ": PropertyInjectable {"] {
            #expect(source.contains(conformance))
        }
        #expect(source.contains("static func makeInstance(dependency: Dependency) -> "))
        #expect(source.contains("    var dependency: Dependency!\n"))
    }

    /// The corpus holds what the issue asks for: up to 200 types, all three injectable
    /// kinds and providers, shared dependencies, parameters, and parameters that reach a
    /// method along two paths.
    @Test func theCorpusCoversWhatItIsMeantTo() {
        let graphs = (0..<RandomGraph.acyclicCorpusSize).map(RandomGraph.acyclic)
        #expect(graphs.map(\.nodes.count).max() == 200)
        #expect(graphs.map(\.nodes.count).min() == 1)
        var kinds: [RandomGraph.Kind: Int] = [:]
        var sharedDependencies = 0, parameters = 0, parametersAlongTwoPaths = 0
        for graph in graphs {
            var dependents = Array(repeating: 0, count: graph.nodes.count)
            // For each node, the parameters its method receives, and along how many paths (up to 2).
            var reaching: [[RandomGraph.Parameter: Int]] = []
            for node in graph.nodes {
                kinds[node.kind, default: 0] += 1
                var paths: [RandomGraph.Parameter: Int] = [:]
                for member in node.members {
                    switch member {
                    case .node(let index):
                        dependents[index] += 1
                        paths.merge(reaching[index]) { min($0 + $1, 2) }
                    case .parameter(let parameter):
                        parameters += 1
                        paths[parameter, default: 0] = min(paths[parameter, default: 0] + 1, 2)
                    }
                }
                if paths.values.contains(where: { $0 > 1 }) { parametersAlongTwoPaths += 1 }
                reaching.append(paths)
            }
            sharedDependencies += dependents.count { $0 > 1 }
        }
        #expect(RandomGraph.Kind.allCases.allSatisfy { kinds[$0, default: 0] > 1000 }, "\(kinds)")
        #expect(sharedDependencies > 1000)
        #expect(parameters > 10_000)
        #expect(parametersAlongTwoPaths > 1000)
    }

    /// Generated methods of the acyclic corpus need every combination of effects: none,
    /// `async`, `throws`, a typed error, and both with `async`; and some throw untyped only
    /// because two error types meet below them.
    @Test func theCorpusCoversEveryCombinationOfEffects() {
        var methods: [String: Int] = [:]
        var errorTypesMeet = 0
        for graph in (0..<RandomGraph.acyclicCorpusSize).map(RandomGraph.acyclic) {
            for (index, specifiers) in graph.expectedMethodSpecifiers.enumerated() {
                methods[specifiers.replacing(graph.prefix, with: "G"), default: 0] += 1
                if specifiers.hasSuffix(" throws"), !graph.effects[index].specifiers.hasSuffix(" throws") { errorTypesMeet += 1 }
            }
        }
        for specifiers in ["", " async", " throws", " throws(G_E1)", " throws(G_E2)", " async throws", " async throws(G_E1)"] {
            #expect(methods[specifiers, default: 0] > 100, "\(methods)")
        }
        #expect(errorTypesMeet > 100)
    }

    /// In every cyclic graph the ring is a cycle, and the only strongly connected component
    /// with more than one node or a self-edge: without its closing edge the graph is acyclic,
    /// and the nodes on a path from its first to its last node are exactly the ring's.
    @Test func theInjectedCycleIsTheOnlyOne() {
        for number in 0..<RandomGraph.cyclicCorpusSize {
            let graph = RandomGraph.cyclic(number)
            let ring = graph.cycle!
            var successors = graph.nodes.map(\.dependencies)
            for (offset, node) in ring.enumerated() {
                #expect(successors[node].contains(ring[(offset + 1) % ring.count]), "graph C\(number)")
            }
            successors[ring.last!].removeAll { $0 == ring.first! }
            #expect(Self.isAcyclic(successors), "graph C\(number)")
            var predecessors = Array(repeating: [Int](), count: successors.count)
            for (node, targets) in successors.enumerated() {
                for target in targets { predecessors[target].append(node) }
            }
            let onAPath = Self.reachable(from: ring.first!, successors).intersection(Self.reachable(from: ring.last!, predecessors))
            #expect(onAPath == Set(ring), "graph C\(number)")
        }
    }

    /// Kahn's algorithm: every node can be removed once its successors are.
    private static func isAcyclic(_ successors: [[Int]]) -> Bool {
        var remaining = successors.map(\.count)
        var predecessors = Array(repeating: [Int](), count: successors.count)
        for (node, targets) in successors.enumerated() {
            for target in targets { predecessors[target].append(node) }
        }
        var ready = remaining.indices.filter { remaining[$0] == 0 }
        var removed = 0
        while let node = ready.popLast() {
            removed += 1
            for predecessor in predecessors[node] {
                remaining[predecessor] -= 1
                if remaining[predecessor] == 0 { ready.append(predecessor) }
            }
        }
        return removed == successors.count
    }

    private static func reachable(from start: Int, _ edges: [[Int]]) -> Set<Int> {
        var seen: Set = [start]
        var stack = [start]
        while let node = stack.popLast() {
            for next in edges[node] where seen.insert(next).inserted { stack.append(next) }
        }
        return seen
    }
}
