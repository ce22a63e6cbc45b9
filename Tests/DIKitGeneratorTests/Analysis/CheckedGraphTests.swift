import DIKitGenerator
import Testing

/// The analysis stage's public result: what graph export and `explain` read.
@Suite struct CheckedGraphTests {
    private func graphs(_ source: String) -> [CheckedGraph] {
        Generator.analyze([SourceFile(path: "A.swift", text: source)]).graphs
    }

    @Test func nodesCarryHowTheyAreBuiltTheirEdgesAndParameters() throws {
        let graph = try #require(graphs("""
            protocol AppResolver: Resolver {
                func provideClock() throws -> any Clock
            }
            enum Checkout {
                @MainActor struct Screen: Injectable {
                    struct Dependency {
                        let clock: Clock
                        let title: String
                        var retries: Int = 3
                    }
                    init(dependency: Dependency) async {}
                }
            }
            final class Panel: PropertyInjectable {
                struct Dependency { let screen: Checkout.Screen }
                var dependency: Dependency!
            }
            """).first)
        let nodes = graph.nodes
        #expect(graph.resolverName == "AppResolver")
        #expect(nodes.map(\.typeName) == ["Checkout.Screen", "any Clock", "Panel"])
        #expect(nodes.map(\.methodName) == ["resolveCheckoutScreen", "resolveClock", "injectToPanel"])
        #expect(nodes.map(\.construction) == [.initializer, .provider("provideClock"), .propertyInjection])

        let screen = nodes[0]
        #expect(screen.dependencies.map(\.name) == ["clock", "title", "retries"])
        #expect(screen.dependencies.map(\.target) == [1, nil, nil])
        #expect(screen.dependencies.map(\.kind) == [.direct, .direct, .defaulted])
        #expect(screen.callSiteParameters.map(\.name) == ["title"])
        #expect(screen.effects == Effects(isAsync: true, throwing: nil))
        #expect(screen.isolation == .globalActor("MainActor"))
        #expect(screen.scope == .unique)
        #expect(nodes[1].effects.throwing == .any)
        // The methods' effects: the screen's own and its clock's, the clock's own, and the
        // screen's for the panel.
        let asyncThrows = Effects(isAsync: true, throwing: .any)
        #expect(nodes.map(\.methodEffects) == [asyncThrows, Effects(isAsync: false, throwing: .any), asyncThrows])
        #expect(nodes[2].dependencies.map(\.target) == [0])
        #expect(nodes[2].callSiteParameters.map(\.typeName) == ["String"])
    }

    @Test func aGraphWithAnErrorIsNotReturnedButReported() {
        let analysis = Generator.analyze([SourceFile(path: "A.swift", text: """
            protocol AppResolver: Resolver {}
            struct A: Injectable {
                struct Dependency { let a: A }
                init(dependency: Dependency) {}
            }
            """)])
        #expect(analysis.graphs.isEmpty)
        #expect(analysis.diagnostics.map(\.id) == [.dependencyCycle])
    }
}
