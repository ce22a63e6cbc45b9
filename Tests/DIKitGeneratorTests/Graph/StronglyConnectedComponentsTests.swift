@testable import DIKitGenerator
import Testing

/// The graph algorithm on its own, in a tiny notation: `"A > B"` is an edge from A to B.
@Suite struct StronglyConnectedComponentsTests {
    /// Builds the graph, runs the algorithm, and names each component's nodes, sorted.
    private func components(_ edges: [String], nodes extraNodes: [String] = []) -> [[String]] {
        var names: [String] = []
        var indexOfName: [String: Int] = [:]
        func index(_ name: String) -> Int {
            if let index = indexOfName[name] { return index }
            indexOfName[name] = names.count
            names.append(name)
            return names.count - 1
        }
        extraNodes.forEach { _ = index($0) }
        var successors: [[Int]] = []
        for edge in edges {
            let parts = edge.split(separator: ">").map { $0.filter { $0 != " " } }
            let (from, to) = (index(String(parts[0])), index(String(parts[1])))
            while successors.count < names.count { successors.append([]) }
            successors[from].append(to)
        }
        while successors.count < names.count { successors.append([]) }
        return StronglyConnectedComponents(successors: successors).components.map { $0.map { names[$0] }.sorted() }
    }

    @Test func acyclicGraphGivesSingletonsWithDependenciesFirst() {
        let result = components(["A > B", "B > C", "A > C"])
        #expect(result == [["C"], ["B"], ["A"]])
    }

    @Test func cycleIsOneComponent() {
        #expect(components(["A > B", "B > C", "C > A"]) == [["A", "B", "C"]])
    }

    @Test func everyDistinctCycleIsFound() {
        let result = components(["A > B", "B > A", "C > D", "D > C", "E > A"])
        #expect(result.filter { $0.count > 1 }.count == 2)
        #expect(result.contains(["A", "B"]))
        #expect(result.contains(["C", "D"]))
    }

    @Test func componentComesAfterTheComponentsItDependsOn() {
        let result = components(["App > Cycle1", "Cycle1 > Cycle2", "Cycle2 > Cycle1", "Cycle2 > Leaf"])
        #expect(result == [["Leaf"], ["Cycle1", "Cycle2"], ["App"]])
    }

    @Test func selfLoopIsACycle() {
        let successors = [[0], []]
        let sccs = StronglyConnectedComponents(successors: successors)
        #expect(StronglyConnectedComponents.isCycle(sccs.components.first { $0 == [0] }!, successors: successors))
        #expect(!StronglyConnectedComponents.isCycle([1], successors: successors))
    }

    @Test func isolatedNodesAreTheirOwnComponents() {
        #expect(components([], nodes: ["A", "B"]) == [["A"], ["B"]])
    }

    @Test func aLongChainDoesNotExhaustTheStack() {
        let count = 200_000
        let successors = (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] }
        let sccs = StronglyConnectedComponents(successors: successors)
        #expect(sccs.components.count == count)
        #expect(sccs.components.first == [count - 1])
    }
}
