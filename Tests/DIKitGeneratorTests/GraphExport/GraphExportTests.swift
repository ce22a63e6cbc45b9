@testable import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// Graph export in process: what a node shows of how it is built, cycles on a tiny
/// notation, escaping, and which `#if` configuration is drawn.
@Suite struct GraphExportTests {
    private func export(_ source: String, _ format: GraphFormat) throws -> String {
        let result = Generator.exportGraph(from: [SourceFile(path: "A.swift", text: source)], format: format)
        guard case .document(let text) = result.outcome else {
            Issue.record("no document: \(result.outcome)")
            return ""
        }
        return text
    }

    static let traits = """
        import DIKit
        protocol AppResolver: Resolver, Sendable {
            func provideStore() async throws -> Store
            func provideFeed() throws(FeedError) -> Feed
        }
        final class Store {}
        final class Feed {}
        enum FeedError: Error {}
        @MainActor final class Screen: Injectable {
            struct Dependency { let store: Store; let feed: Feed }
            init(dependency: Dependency) async {}
        }
        actor Cache: Injectable {
            struct Dependency { let name: String }
            init(dependency: Dependency) {}
        }
        """

    /// How, scope, isolation and effects: in the label of dot and mermaid, and in json; the
    /// method's effects, its own merged with its dependencies', on its line and in json.
    @Test func nodesShowIsolationAndEffects() throws {
        let dot = try export(Self.traits, .dot)
        #expect(dot.contains(#"[label="Screen\ninitializer, unique, @MainActor, async\n@MainActor resolveScreen() async throws"];"#))
        #expect(dot.contains(#"[label="Cache\ninitializer, unique, actor\nresolveCache(name: String)"];"#))
        #expect(dot.contains(#"[label="Store\nprovider provideStore, unique, async, throws\nresolveStore() async throws"];"#))
        #expect(dot.contains(#"[label="Feed\nprovider provideFeed, unique, throws(FeedError)\nresolveFeed() throws(FeedError)"];"#))
        let mermaid = try export(Self.traits, .mermaid)
        #expect(mermaid.contains(#"["Screen<br/>initializer, unique, @MainActor, async<br/>@MainActor resolveScreen() async throws"]"#))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(export(Self.traits, .json).utf8)) as? [String: Any])
        let nodes = try #require((json["resolvers"] as? [[String: Any]])?.first?["nodes"] as? [[String: Any]])
        func node(_ type: String) throws -> [String: Any] { try #require(nodes.first { $0["type"] as? String == type }) }
        #expect(try node("Screen")["isolation"] as? String == "global-actor")
        #expect(try node("Screen")["globalActor"] as? String == "MainActor")
        #expect(try node("Screen")["async"] as? Bool == true)
        #expect(try node("Cache")["isolation"] as? String == "actor")
        #expect(try node("Store")["construction"] as? String == "provider")
        #expect(try node("Store")["provider"] as? String == "provideStore")
        #expect(try node("Store")["throws"] as? Bool == true)
        #expect(try node("Store")["thrownType"] is NSNull)
        #expect(try node("Feed")["thrownType"] as? String == "FeedError")
        #expect(try node("Feed")["scope"] as? String == "unique")
        func method(_ type: String) throws -> [String: Any] { try #require(node(type)["method"] as? [String: Any]) }
        #expect(try method("Screen")["async"] as? Bool == true)
        #expect(try method("Screen")["throws"] as? Bool == true)
        #expect(try method("Screen")["thrownType"] is NSNull)
        #expect(try method("Feed")["async"] as? Bool == false)
        #expect(try method("Feed")["thrownType"] as? String == "FeedError")
        #expect(try method("Cache")["throws"] as? Bool == false)
    }

    /// Marks on a graph written `"A > B"` (an edge from A to B), by type name.
    private func cycleMarks(_ edges: [String]) -> (nodes: Set<String>, edges: Set<String>) {
        var names: [String] = []
        var pairs: [(Int, Int)] = []
        func index(_ name: Substring) -> Int {
            let name = name.trimmingCharacters(in: .whitespaces)
            if let index = names.firstIndex(of: name) { return index }
            names.append(name)
            return names.count - 1
        }
        for edge in edges {
            let parts = edge.split(separator: ">")
            pairs.append((index(parts[0]), index(parts[1])))
        }
        let reference = SourceReference(path: "A.swift", location: SwiftDeclarations.SourceLocation(line: 1, column: 1))
        var nodes = names.map { name in
            GraphExport.Node(
                typeName: name, key: name, construction: .initializer, method: nil, effects: .none, isolation: .nonisolated,
                scope: .unique, isOnCycle: false, reference: reference, dependencies: []
            )
        }
        for (from, to) in pairs {
            nodes[from].dependencies.append(GraphExport.Dependency(
                name: names[to].lowercased(), typeName: names[to], kind: .direct, supplier: .node(to), isOnCycle: false, reference: reference
            ))
        }
        GraphExport.markCycles(in: &nodes)
        var cycleNodes: Set<String> = []
        var cycleEdges: Set<String> = []
        for node in nodes where node.isOnCycle {
            cycleNodes.insert(node.typeName)
            for dependency in node.dependencies where dependency.isOnCycle {
                cycleEdges.insert("\(node.typeName) > \(dependency.typeName)")
            }
        }
        return (cycleNodes, cycleEdges)
    }

    @Test func onlyNodesAndEdgesOnACycleAreMarked() {
        let marks = cycleMarks(["A > B", "B > C", "C > B", "C > D", "D > D", "E > A"])
        #expect(marks.nodes == ["B", "C", "D"])
        #expect(marks.edges == ["B > C", "C > B", "D > D"])
    }

    @Test func anAcyclicGraphHasNoMark() {
        let marks = cycleMarks(["A > B", "B > C", "A > C"])
        #expect(marks.nodes.isEmpty && marks.edges.isEmpty)
    }

    @Test func everyEdgeInsideACycleIsMarked() {
        // A chord inside the cycle A > B > C > A lies on the cycle A > C > A too.
        let marks = cycleMarks(["A > B", "B > C", "C > A", "A > C"])
        #expect(marks.edges == ["A > B", "B > C", "C > A", "A > C"])
    }

    @Test func labelsAreEscaped() {
        #expect(DOTGraphRenderer.quoted("a \"b\" \\ c\nd") == #""a \"b\" \\ c\nd""#)
        #expect(MermaidGraphRenderer.quoted("Box<[A & B]> #1 \"x\"\ny") == #""Box#lt;[A #amp; B]#gt; #35;1 #quot;x#quot;<br/>y""#)
    }

    /// With `#if` alternatives, the configuration that takes every first clause is drawn.
    @Test func theFirstClauseOfEachConditionIsDrawn() throws {
        let dot = try export("""
            protocol AppResolver: Resolver {}
            #if DEBUG
            struct Logger: Injectable {
                struct Dependency { let verbose: Bool }
                init(dependency: Dependency) {}
            }
            #else
            struct Logger: Injectable {
                struct Dependency { let quiet: Int }
                init(dependency: Dependency) {}
            }
            #endif
            """, .dot)
        #expect(dot.contains("resolveLogger(verbose: Bool)"))
        #expect(!dot.contains("quiet"))
    }
}
