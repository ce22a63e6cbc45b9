@testable import DIKitGenerator
import Testing

/// `Generator.explain`: how the type argument is matched, the tree, the origins of the
/// call-site parameters, why a dependency is unbound, and graphs with errors.
@Suite struct ExplanationTests {
    private func explain(_ type: String, _ source: String) -> Explanation {
        Generator.explain(type, in: [SourceFile(path: "A.swift", text: source)])
    }

    private static let shop = """
        protocol ShopResolver: Resolver {
            func provideGrinder(model: String) -> Grinder
        }
        protocol TestResolver: Resolver {}
        final class Grinder {}
        enum Checkout {
            struct Screen: Injectable {
                struct Dependency { let barista: Barista }
                init(dependency: Dependency) {}
            }
        }
        enum Settings {
            struct Screen: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
        }
        struct Barista: Injectable {
            struct Dependency {
                let grinder: Grinder
                let name: String
                var speed: Speed = .normal
            }
            init(dependency: Dependency) {}
        }
        """

    // MARK: - Matching the argument

    @Test func theArgumentIsMatchedByItsKeyOrItsSimpleName() {
        #expect(explain("Barista", Self.shop).match == .exact(key: "Barista"))
        #expect(explain("Checkout . Screen", Self.shop).match == .exact(key: "Checkout.Screen"))
        #expect(explain("Barista", Self.shop).resolvers.map(\.resolverName) == ["ShopResolver", "TestResolver"])
        #expect(explain("Screen", Self.shop).match == .ambiguous("Screen", candidates: ["Checkout.Screen", "Settings.Screen"]))
        let unknown = explain("Baristas", Self.shop)
        #expect(unknown.match == .unknown(key: "Baristas"))
        #expect(!unknown.isKnown)
        #expect(unknown.reasonsUnknown == [.notDeclared])
        #expect(unknown.nearMatches.map(\.typeName) == ["Barista"])
        #expect(unknown.nearMatches.first?.closeness == .spelling(distance: 1))
    }

    @Test func aSimpleNameIsTakenAsTheOnlyNestedTypeWithIt() {
        let explanation = explain("Screen", """
            protocol AppResolver: Resolver {}
            enum Checkout {
                struct Screen: Injectable {
                    struct Dependency {}
                    init(dependency: Dependency) {}
                }
            }
            """)
        #expect(explanation.match == .simpleName("Screen", key: "Checkout.Screen"))
        #expect(explanation.resolvers.first?.method?.name == "resolveCheckoutScreen")
    }

    // MARK: - The tree

    @Test func theTreeShowsEachBindingAndWhyADependencyIsUnbound() throws {
        let explanation = explain("Checkout.Screen", Self.shop)
        let shop = try #require(explanation.resolvers.first)
        let method = try #require(shop.method)
        #expect(method.signature == "resolveCheckoutScreen(name: String, model: String) -> Checkout.Screen")
        let barista = try #require(method.root.children.first)
        #expect(barista.dependency?.name == "barista")
        guard case .binding(let baristaBinding) = barista.content else { Issue.record("Barista is bound"); return }
        #expect(baristaBinding.construction == .initializer)
        #expect(barista.children.map { $0.dependency?.name } == ["grinder", "name", "speed"])
        guard case .binding(let grinder) = barista.children[0].content else { Issue.record("Grinder is provided"); return }
        #expect(grinder.construction == .provider("provideGrinder"))
        #expect(grinder.reference.location.line == 2)
        guard case .unbound(let speed) = barista.children[2].content else { Issue.record("Speed is unbound"); return }
        #expect(!speed.becomesParameter)
        #expect(speed.reasons == [.notDeclared])

        let origins = method.callSiteParameters
        #expect(origins.map(\.name) == ["name", "model"])
        #expect(origins[1].path.map(\.citation) == [
            "'Checkout.Screen.Dependency.barista'", "'Barista.Dependency.grinder'",
            "parameter 'model' of 'ShopResolver.provideGrinder(model:)'",
        ])
    }

    @Test func aResolverThatDoesNotSeeAProviderSaysWhereItIs() throws {
        let test = try #require(explain("Grinder", Self.shop).resolvers.last)
        #expect(test.resolverName == "TestResolver")
        #expect(test.method == nil)
        #expect(test.requesters.map(\.citation) == ["'Barista.Dependency.grinder'"])
        let unbound = try #require(test.unbound)
        guard case .providedByOtherResolvers(let providers) = unbound.reasons.first else {
            Issue.record("reasons: \(unbound.reasons)")
            return
        }
        #expect(providers.map(\.signature) == ["ShopResolver.provideGrinder(model:)"])
        guard case .notInjectable = unbound.reasons.last else { Issue.record("reasons: \(unbound.reasons)"); return }
    }

    /// Whatever resolves the type needs it: a value, an optional, `Lazy` or a closure.
    @Test func everyDependencyThatResolvesTheTypeNeedsIt() throws {
        let explanation = explain("Logger", """
            protocol AppResolver: Resolver {}
            struct Logger: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            struct Home: Injectable {
                struct Dependency {
                    let makeLogger: () -> Logger
                    let lazyLogger: Lazy<Logger>
                    let maybeLogger: Logger?
                }
                init(dependency: Dependency) {}
            }
            final class Screen: PropertyInjectable {
                struct Dependency { let logger: Logger }
                var dependency: Dependency!
            }
            """)
        let resolver = try #require(explanation.resolvers.first)
        #expect(resolver.requesters.map(\.citation) == [
            "'Home.Dependency.makeLogger'", "'Home.Dependency.lazyLogger'", "'Home.Dependency.maybeLogger'", "'Screen.Dependency.logger'",
        ])
    }

    @Test func aSharedInstanceThatIsNotInjectableIsSaidToBeKeptButNotBuilt() throws {
        let explanation = explain("Clock", """
            protocol AppResolver: Resolver { var sharedInstances: SharedInstanceStore { get } }
            final class Clock: SharedInstance {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            struct Alarm: Injectable {
                struct Dependency { let clock: Clock }
                init(dependency: Dependency) {}
            }
            """)
        let unbound = try #require(explanation.resolvers.first?.unbound)
        #expect(unbound.reasons == [.keptButNotBuilt(lifetime: "SharedInstance", SourceReference(path: "A.swift", location: .init(line: 2, column: 7)))])
    }

    @Test func aBindingReachedTwiceIsExpandedOnceAndACycleEnds() throws {
        let explanation = explain("Top", """
            protocol AppResolver: Resolver {}
            struct Shared: Injectable {
                struct Dependency { let label: String }
                init(dependency: Dependency) {}
            }
            struct Top: Injectable {
                struct Dependency { let left: Shared; let right: Shared; let loop: Loop }
                init(dependency: Dependency) {}
            }
            struct Loop: Injectable {
                struct Dependency { let top: Top }
                init(dependency: Dependency) {}
            }
            """)
        let resolver = try #require(explanation.resolvers.first)
        let root = try #require(resolver.method?.root)
        guard case .binding = root.children[0].content, case .shownAbove = root.children[1].content,
              case .cycle(let back) = root.children[2].children.first?.content else {
            Issue.record("tree: \(root)")
            return
        }
        #expect(back.typeName == "Top")
        #expect(resolver.problems.map(\.id) == [.dependencyCycle])
        #expect(explanation.diagnostics.map(\.id) == [.dependencyCycle])
    }

    // MARK: - Why unbound

    @Test func reasonsTellWhatTheDeclarationsSay() throws {
        let explanation = explain("Holder", """
            protocol AppResolver: Resolver {}
            protocol Clock {}
            struct SystemClock: Clock {}
            final class Panel: PropertyInjectable {
                struct Dependency {}
                var dependency: Dependency!
            }
            struct Broken: Injectable {
                struct Dependency {}
            }
            struct Box<Value>: Injectable {
                struct Dependency {}
                init(dependency: Dependency) {}
            }
            struct Holder: Injectable {
                struct Dependency {
                    let clock: Clock
                    let panel: Panel
                    let broken: Broken
                    let box: Box
                    let boxes: Box<Int, Int>
                }
                init(dependency: Dependency) {}
            }
            """)
        let root = try #require(explanation.resolvers.first?.method?.root)
        let reasons = root.children.map { child -> [UnboundReason] in
            guard case .unbound(let unbound) = child.content else { return [] }
            return unbound.reasons
        }
        guard case .protocolType(_, let conforming) = reasons[0].first else { Issue.record("\(reasons[0])"); return }
        #expect(conforming == ["SystemClock"])
        guard case .propertyInjectable = reasons[1].first else { Issue.record("\(reasons[1])"); return }
        guard case .invalidInjectable(let message, _) = reasons[2].first else { Issue.record("\(reasons[2])"); return }
        #expect(message.contains("init(dependency:)"))
        guard case .genericWithoutArguments(let parameters, _) = reasons[3].first else { Issue.record("\(reasons[3])"); return }
        #expect(parameters == ["Value"])
        guard case .genericInstantiationFailed = reasons[4].first else { Issue.record("\(reasons[4])"); return }
    }

    /// A collection of a contributed type that a resolver does not make is made of
    /// contributions elsewhere, not a type that only a provider can supply.
    @Test func aCollectionOfContributionsMadeElsewhereSaysWhoContributes() throws {
        let explanation = explain("Strip", """
            protocol Banner {}
            struct Sale: Banner {}
            struct Strip: InitializerInjectable {
                let banners: [any Banner]
                init(banners: [any Banner] = []) { self.banners = banners }
            }
            protocol AppResolver: Resolver {}
            protocol PromoResolver: Resolver {
                func contributeSale() -> any Banner
            }
            """)
        let app = try #require(explanation.resolvers.first { $0.resolverName == "AppResolver" })
        let root = try #require(app.method?.root)
        guard case .unbound(let banners) = root.children.first?.content else { Issue.record("banners is unbound"); return }
        guard case .collectsContributionsMadeElsewhere(let contributions, let element) = banners.reasons.first else {
            Issue.record("reasons: \(banners.reasons)")
            return
        }
        #expect(element == "any Banner")
        #expect(contributions.map(\.signature) == ["PromoResolver.contributeSale()"])
        #expect(!banners.reasons.contains(.notDeclared))
    }

    @Test func nearMatchesAreOptionalCapitalisedOrConforming() throws {
        let explanation = explain("Screen", """
            protocol AppResolver: Resolver {
                func provideClient() -> APIClient?
                func provideSession() -> URLSession
                func provideClock() -> SystemClock
            }
            protocol Clock {}
            final class SystemClock: Clock {}
            final class APIClient {}
            final class URLSession {}
            struct Screen: Injectable {
                struct Dependency { let client: APIClient; let session: Urlsession; let clock: Clock }
                init(dependency: Dependency) {}
            }
            """)
        let root = try #require(explanation.resolvers.first?.method?.root)
        let matches = root.children.map { child -> [NearMatch] in
            guard case .unbound(let unbound) = child.content else { return [] }
            return unbound.nearMatches
        }
        #expect(matches[0].map(\.typeName) == ["APIClient?"])
        #expect(matches[0].first?.closeness == .optionality)
        #expect(matches[0].first?.suppliedBy == "supplied by 'AppResolver.provideClient()' in 'AppResolver'")
        #expect(matches[1].map(\.closeness) == [.capitalisation])
        #expect(matches[2].map(\.typeName) == ["SystemClock"])
        #expect(matches[2].first?.closeness == .conformsToProtocol)
    }

    @Test func editDistanceIsExactWithinItsBand() {
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int? {
            EditDistance.between(Array(a.utf8), Array(b.utf8), atMost: limit)
        }
        #expect(distance("grinder", "grinder", 1) == 0)
        #expect(distance("grinder", "grindr", 1) == 1)
        #expect(distance("barista", "barrista", 2) == 1)
        #expect(distance("kitten", "sitting", 3) == 3)
        #expect(distance("kitten", "sitting", 2) == nil)
        #expect(distance("abc", "", 3) == 3)
        #expect(distance("abcdef", "a", 2) == nil)
    }

    // MARK: - Agreement with the checked graph

    /// On the random corpus, every generated method's call-site parameters are the ones
    /// explain traces, in the same order.
    @Test func originsListTheParametersOfEveryGeneratedMethod() throws {
        for number in 0..<20 {
            let graph = RandomGraph.acyclic(number)
            let files = [SourceFile(path: graph.fileName, text: graph.source)]
            let checked = try #require(Generator.analyze(files).graphs.first, "graph G\(number)")
            let builder = ExplanationBuilder(program: ExplainableProgram(files: files, options: GeneratorOptions()))
            for node in checked.nodes {
                let method = try #require(builder.explanation(of: node.key).resolvers.first?.method, "G\(number): \(node.key)")
                #expect(method.name == node.methodName)
                #expect(
                    method.callSiteParameters.map { "\($0.name): \($0.typeName)" }
                        == node.callSiteParameters.map { "\($0.name): \($0.typeName)" },
                    "G\(number): \(node.key)"
                )
            }
        }
    }
}
