import Foundation
import Testing

/// `dikitgen graph`: each format's golden files, the JSON's version and order, cycles
/// marked in every format, call-site parameters shown, and the command line's behaviour.
@Suite struct GraphCommandTests {
    @Test func graphFixturesExist() {
        #expect(GraphFixture.all.count >= 8 * 3, "Fixtures/*/graph/ should hold the graph golden cases")
    }

    @Test(arguments: GraphFixture.all)
    func goldenFilesMatch(_ fixture: GraphFixture) throws {
        let result = try ProcessRunner.run(Paths.dikitgen, fixture.arguments, in: fixture.fixture.directory)
        let expectedOutput = try #require(fixture.expectedOutput, "no golden for \(fixture.testDescription)")
        #expect(result.standardOutput == expectedOutput)
        #expect(result.standardError == fixture.expectedDiagnostics)
        // A graph with errors is drawn all the same, and the run fails.
        #expect(result.status == (fixture.expectedDiagnostics.contains(": error: ") ? 1 : 0))
    }

    // MARK: - HTML

    /// The page's data is the JSON document, each resolver with its nodes' modules, and the
    /// diagnostics; no `<` in it can end its script element (a generic's `<`), and the page
    /// loads nothing from the network.
    @Test func htmlEmbedsTheJSONDocumentSafely() throws {
        let sources = """
            import DIKit

            struct Box<Value>: InitializerInjectable {
                init() {}
            }

            struct Shelf: InitializerInjectable {
                let box: Box<Int>
                let label: Label
            }

            struct Label: InitializerInjectable {
                let shelf: Shelf
            }

            protocol AppResolver: Resolver {}
            """
        let project = try TemporaryProject(files: ["App.swift": sources])
        let page = try project.runDikitgen(["graph", "App.swift", "--module", "Shop", "--format", "html", "--no-cache"])
        let json = try project.runDikitgen(["graph", "App.swift", "--module", "Shop", "--format", "json", "--no-cache"])
        #expect(page.status == 1 && page.standardError == json.standardError, "a cycle is reported as the other formats report it")
        let opening = "<script type=\"application/json\" id=\"graph-data\">"
        let html = page.standardOutput
        let start = try #require(html.range(of: opening)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = String(html[start..<end])
        #expect(!data.contains("<"))
        let embedded = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        var pageResolvers = try resolvers(embedded)
        #expect(pageResolvers.map { $0["modules"] as? [String] } == [["Shop", "Shop", "Shop"]])
        for index in pageResolvers.indices { pageResolvers[index]["modules"] = nil }
        let expected = try resolvers(document(json))
        #expect(NSArray(array: pageResolvers).isEqual(to: expected), "the page's graph is not the JSON document's")
        let diagnostics = try #require(embedded["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == json.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map { _ in "dependency-cycle" })
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="), "the page loads something")
    }

    // MARK: - JSON

    private func document(_ output: ProcessOutput) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        return try #require(object, "not a JSON object: \(output.standardOutput)")
    }

    private func resolvers(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(document["resolvers"] as? [[String: Any]])
    }

    private func nodes(_ resolver: [String: Any]) throws -> [[String: Any]] {
        try #require(resolver["nodes"] as? [[String: Any]])
    }

    @Test func jsonIsVersionedAndSorted() throws {
        let document = try document(GraphFixture.run("coffee-shop", "json"))
        #expect(document["version"] as? Int == 1)
        #expect(Array(document.keys).sorted() == ["resolvers", "version"])
        let resolvers = try resolvers(document)
        let names = resolvers.compactMap { $0["name"] as? String }
        #expect(names.count == 2 && names == names.sorted())
        for resolver in resolvers {
            let nodes = try nodes(resolver)
            let types = nodes.compactMap { $0["type"] as? String }
            #expect(types.count == nodes.count && types == types.sorted(), "nodes sorted by type")
            #expect(nodes.map { $0["id"] as? Int } == Array(nodes.indices), "ids are positions")
            for node in nodes {
                for dependency in try #require(node["dependencies"] as? [[String: Any]]) {
                    guard let target = dependency["target"] as? Int else {
                        #expect(dependency["supplier"] as? String != "node")
                        continue
                    }
                    #expect(dependency["supplier"] as? String == "node")
                    #expect(nodes[target]["key"] as? String != nil)
                }
            }
        }
    }

    /// The same program read in another order gives the same bytes.
    @Test func jsonDoesNotDependOnTheOrderOfFiles() throws {
        let directory = Fixture(name: "call-site-parameters").directory
        let forward = try ProcessRunner.run(
            Paths.dikitgen, ["graph", "input/Search.swift", "input/TravelResolver.swift", "--format", "json"], in: directory
        )
        let backward = try ProcessRunner.run(
            Paths.dikitgen, ["graph", "input/TravelResolver.swift", "input/Search.swift", "--format", "json"], in: directory
        )
        #expect(forward.status == 0 && backward.status == 0)
        #expect(!forward.standardOutput.isEmpty)
        #expect(forward.standardOutput == backward.standardOutput)
    }

    /// Dependencies in declaration order, each with its supplier; a method's call-site
    /// parameters in the generated method's order.
    @Test func jsonGivesDependenciesAndCallSiteParameters() throws {
        let resolver = try #require(try resolvers(document(GraphFixture.run("call-site-parameters", "json"))).first)
        let nodes = try nodes(resolver)
        let itinerary = try #require(nodes.first { $0["type"] as? String == "Itinerary" })
        let dependencies = try #require(itinerary["dependencies"] as? [[String: Any]])
        #expect(dependencies.compactMap { $0["name"] as? String } == ["flight", "tripName", "hotel", "travellers"])
        #expect(dependencies.compactMap { $0["supplier"] as? String } == ["node", "call-site-parameter", "node", "call-site-parameter"])
        let flight = try #require(dependencies[0]["target"] as? Int)
        #expect(nodes[flight]["type"] as? String == "FlightSearch")
        let method = try #require(itinerary["method"] as? [String: Any])
        #expect(method["name"] as? String == "resolveItinerary")
        #expect(method["access"] as? String == "internal")
        let parameters = try #require(method["callSiteParameters"] as? [[String: String]])
        #expect(parameters.map { "\($0["name"]!): \($0["type"]!)" } == [
            "tripName: String", "travellers: Int", "origin: Airport", "city: String", "minimumStars: Int", "language: String",
        ])
    }

    /// A graph with cycles has no methods, and exactly the nodes and edges on a cycle are marked.
    @Test func jsonMarksCycles() throws {
        let output = try GraphFixture.run("error-dependency-cycles", "json")
        #expect(output.status == 1)
        let resolver = try #require(try resolvers(document(output)).first)
        #expect(resolver["hasErrors"] as? Bool == true)
        let nodes = try nodes(resolver)
        #expect(nodes.allSatisfy { $0["method"] is NSNull })
        var cycleEdges: Set<String> = []
        for node in nodes {
            for dependency in try #require(node["dependencies"] as? [[String: Any]]) where dependency["onCycle"] as? Bool == true {
                let target = try #require(dependency["target"] as? Int)
                cycleEdges.insert("\(node["type"]!) -\(dependency["name"]!)-> \(nodes[target]["type"]!)")
            }
        }
        #expect(cycleEdges == Self.cycleEdgesOfTravel)
        #expect(Set(nodes.filter { $0["onCycle"] as? Bool == true }.compactMap { $0["type"] as? String }) == Self.cycleNodesOfTravel)
    }

    // MARK: - Cycles and call-site parameters in the drawings

    /// The cycles of `error-dependency-cycles`: Trip -> Route -> Stop -> Trip and Forecast
    /// -> Weather -> Forecast; `Planner -> Trip` leads into one but is not on it.
    static let cycleEdgesOfTravel: Set<String> = [
        "Route -stops-> Stop", "Stop -trip-> Trip", "Trip -route-> Route", "Forecast -weather-> Weather", "Weather -forecast-> Forecast",
    ]
    static let cycleNodesOfTravel: Set<String> = ["Forecast", "Route", "Stop", "Trip", "Weather"]

    @Test func dotMarksCycles() throws {
        let output = try GraphFixture.run("error-dependency-cycles", "dot")
        #expect(output.status == 1)
        let graph = DrawnGraph(dot: output.standardOutput)
        #expect(graph.edges.contains("Planner -trip-> Trip"))
        #expect(graph.cycleEdges == Self.cycleEdgesOfTravel)
        #expect(graph.cycleNodes == Self.cycleNodesOfTravel)
        #expect(output.standardOutput.contains("TravelResolver (has errors: nothing is generated)"))
    }

    @Test func mermaidMarksCycles() throws {
        let output = try GraphFixture.run("error-dependency-cycles", "mermaid")
        #expect(output.status == 1)
        let graph = DrawnGraph(mermaid: output.standardOutput)
        #expect(graph.edges.count == 6 && graph.edges.contains("Planner -trip-> Trip"))
        #expect(graph.cycleEdges == Self.cycleEdgesOfTravel)
        #expect(graph.cycleNodes == Self.cycleNodesOfTravel)
    }

    /// A graph without a cycle marks nothing.
    @Test(arguments: ["dot", "mermaid"])
    func acyclicGraphMarksNothing(_ format: String) throws {
        let output = try GraphFixture.run("coffee-shop", format)
        let graph = format == "dot" ? DrawnGraph(dot: output.standardOutput) : DrawnGraph(mermaid: output.standardOutput)
        #expect(!graph.edges.isEmpty)
        #expect(graph.cycleEdges.isEmpty && graph.cycleNodes.isEmpty)
    }

    /// Each node's method line is the generated method's signature: its name and call-site
    /// parameters (an `injectTo` method's instance parameter aside); each dependency that
    /// becomes a call-site parameter is a `name: Type` node of its own.
    @Test(arguments: ["dot", "mermaid"])
    func drawingsShowCallSiteParameters(_ format: String) throws {
        let fixture = Fixture(name: "call-site-parameters")
        let output = try GraphFixture.run(fixture.name, format)
        #expect(output.status == 0)
        let graph = format == "dot" ? DrawnGraph(dot: output.standardOutput) : DrawnGraph(mermaid: output.standardOutput)
        let generated = try #require(fixture.expectedOutput)
        let signatures = generated.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "func ")?.upperBound, let end = line.range(of: ") -> ")?.lowerBound else { return nil }
            var signature = String(line[start..<end]) + ")"
            if let instance = signature.range(of: #"\(_ \w+: \w+(, )?"#, options: .regularExpression) {
                signature.replaceSubrange(instance, with: "(")
            }
            return signature
        }
        #expect(signatures.count == 7)
        let methodLines = graph.labels.values.filter { $0.count == 3 }.map { $0[2] }
        #expect(Set(methodLines) == Set(signatures))
        #expect(graph.edges.contains("Itinerary -tripName-> tripName: String"))
        #expect(graph.edges.contains("Itinerary -travellers-> travellers: Int"))
        #expect(graph.edges.contains("FlightSearch -origin-> origin: Airport"))
        #expect(graph.edges.contains("ReviewStore -language-> language: String"))
    }

    // MARK: - The command line

    @Test func resolverSelectsOneGraph() throws {
        let output = try GraphFixture.run("coffee-shop", "json", ["--resolver", "ShopResolver"])
        #expect(output.status == 0)
        #expect(try resolvers(document(output)).compactMap { $0["name"] as? String } == ["ShopResolver"])
    }

    @Test func anUnknownResolverIsAUsageError() throws {
        let output = try GraphFixture.run("coffee-shop", "dot", ["--resolver", "NoSuchResolver"])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("Error: no resolver is named 'NoSuchResolver'; the resolvers are KioskResolver, ShopResolver\n"))
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let output = try GraphFixture.run("coffee-shop", "svg")
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func aMissingPathIsUnreadableInput() throws {
        let output = try ProcessRunner.run(Paths.dikitgen, ["graph", "no-such-directory"], in: Paths.fixtures)
        #expect(output.status == 66)
        #expect(output.standardError == "no-such-directory: error: no such file or directory\n")
    }

    /// `-o` writes what standard output shows, even with errors (exit status 1).
    @Test(arguments: ["coffee-shop", "error-dependency-cycles"])
    func outputWritesTheDocument(_ name: String) throws {
        let project = try TemporaryProject(files: [:])
        let file = project.url("graph.dot").path
        let printed = try GraphFixture.run(name, "dot")
        let written = try GraphFixture.run(name, "dot", ["-o", file])
        #expect(written.status == printed.status)
        #expect(written.standardOutput.isEmpty)
        #expect(try project.read("graph.dot") == printed.standardOutput)
        #expect(written.standardError == printed.standardError)
    }

    @Test func diagnosticsCanBeJSON() throws {
        let output = try GraphFixture.run("error-dependency-cycles", "dot", ["--diagnostics-format", "json"])
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("// The dependency graph"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardError.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["id"] as? String } == ["dependency-cycle", "dependency-cycle"])
    }
}
