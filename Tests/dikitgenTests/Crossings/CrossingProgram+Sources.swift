/// The program's Swift sources, by module: what dikitgen reads, and the run it does not.
extension CrossingProgram {
    /// The modules of a batch, in build order, each with those it depends on. `Kit` is
    /// foreign: dikitgen is not given it. The last builds the executable.
    static let modules: [(name: String, dependencies: [String])] = [
        ("Kit", []), ("Core", []), ("Feature", ["Core"]), ("App", ["Core", "Feature"]), ("AppTests", ["Core", "Feature", "App"]),
    ]

    struct File {
        var module: String
        var name: String
        var text: String
    }

    /// Where the parts of the program go: four modules, or all in `App`.
    var coreModule: String { has(.modules) ? "Core" : "App" }
    var featureModule: String { has(.modules) ? "Feature" : "App" }
    var testModule: String { has(.modules) ? "AppTests" : "App" }

    /// `public ` for what another module uses.
    var open: String { has(.modules) ? "public " : "" }

    /// The files dikitgen reads, every module's.
    var files: [File] {
        var files = [File(module: coreModule, name: "\(prefix)_Core.swift", text: coreFile)]
        if has(.exportedFromCore) || has(.exportedRuntime) {
            files.append(File(module: has(.exportedFromCore) ? "Core" : "App", name: "\(prefix)_Exports.swift", text: "@_exported import DIKit\n"))
        }
        if has(.featureResolver) { files.append(File(module: featureModule, name: "\(prefix)_Feature.swift", text: featureFile)) }
        files.append(File(module: "App", name: "\(prefix)_App.swift", text: appTypesFile))
        files.append(File(module: "App", name: "\(prefix)_Resolvers.swift", text: resolversFile))
        if has(.testResolver) { files.append(File(module: testModule, name: "\(prefix)_Tests.swift", text: testsFile)) }
        if has(.resolverDouble) { files.append(File(module: testModule, name: "\(prefix)_Double.swift", text: doubleFile)) }
        if has(.scopeExtension) { files.append(File(module: "App", name: "\(prefix)_Describe.swift", text: describeFile)) }
        if has(.nameClash) {
            files.append(File(module: "Kit", name: "\(prefix)_Kit.swift", text: """
                public struct \(prefix)_Tag {
                    public init() {}
                }

                public struct \(prefix)_KitMarker {
                    public init() {}
                }

                """))
        }
        return files
    }

    /// The imports of a file of `module`: the runtime (unless it comes re-exported), and the
    /// program's modules it builds on; `Kit` in the files a test target's `import Testing`
    /// stands for.
    private func imports(in module: String, importsKit: Bool = false) -> String {
        var lines: [String] = []
        let runtimeIsReexported = has(.exportedFromCore) || (has(.exportedRuntime) && module == "App")
        if !runtimeIsReexported { lines.append("import DIKit") }
        if has(.modules) {
            switch module {
            case "Feature": lines.append("import Core")
            case "App": lines += ["import Core"] + (has(.featureResolver) ? ["import Feature"] : [])
            case "AppTests": lines += ["@testable import App", "import Core"] + (has(.featureResolver) ? ["import Feature"] : [])
            default: break
            }
        }
        if importsKit, has(.nameClash) { lines.append("import Kit") }
        if importsKit, module == "AppTests", has(.standardNames) { lines.append("import Testing") }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n\n"
    }

    private var coreFile: String {
        var text = imports(in: coreModule)
        text += """
            \(open)protocol \(prefix)_Banner {
                var text: String { get }
            }

            \(open)struct \(prefix)_TextBanner: \(prefix)_Banner {
                \(open)let text: String
                \(open)init(text: String) { self.text = text }
            }

            """
        if has(.coreProviders) {
            text += """

                \(open)struct \(prefix)_Motto {
                    \(open)let text: String
                    \(open)init(text: String) { self.text = text }
                }

                /// Its static provider is every resolver's that sees it.
                \(open)enum \(prefix)_CoreProviders: ContributesProviders {
                    \(open)static func provideMotto() -> \(prefix)_Motto { \(prefix)_Motto(text: "core") }
                }

                \(open)struct \(prefix)_Poster: InitializerInjectable {
                    \(open)let motto: \(prefix)_Motto
                    \(open)init(motto: \(prefix)_Motto) { self.motto = motto }
                }

                """
        }
        if has(.coreBanner) {
            text += """

                /// In every collection of banners of every resolver that sees it.
                \(open)struct \(prefix)_CoreBanner: \(prefix)_Banner, InitializerInjectable, ContributesToCollection {
                    \(open)typealias CollectionElement = any \(prefix)_Banner
                    \(open)init() {}
                    \(open)var text: String { "core" }
                }

                """
        }
        if has(.tags) {
            text += """

                \(open)struct \(prefix)_Tag: Hashable {
                    \(open)let name: String
                    \(open)init(name: String) { self.name = name }
                }

                \(open)struct \(prefix)_Cloud: InitializerInjectable {
                    \(open)let tags: Set<\(prefix)_Tag>
                    \(open)init(tags: Set<\(prefix)_Tag> = []) { self.tags = tags }
                }

                """
        }
        if has(.sharedClock) {
            text += """

                \(open)final class \(prefix)_Clock: InitializerInjectable, SharedInstance {
                    \(open)init() {}
                }

                """
        }
        if has(.resolutionDraft) {
            text += """

                \(open)final class \(prefix)_Draft: InitializerInjectable, SharedInResolution {
                    \(open)init() {}
                }

                """
        }
        if has(.contributedClient) {
            text += """

                \(open)protocol \(prefix)_Client {
                    var name: String { get }
                }

                \(open)struct \(prefix)_HTTPClient: \(prefix)_Client, InitializerInjectable, ContributesBinding {
                    \(open)typealias BoundType = any \(prefix)_Client
                    \(open)init() {}
                    \(open)var name: String { "http" }
                }

                \(open)struct \(prefix)_Inbox: InitializerInjectable {
                    \(open)let client: any \(prefix)_Client
                    \(open)init(client: any \(prefix)_Client) { self.client = client }
                }

                """
        }
        if has(.standardNames) {
            text += """

                /// Swift's `Result`, written as every module writes it.
                public struct \(prefix)_Outcome: InitializerInjectable {
                    public let result: Result<Int, Never>
                    public init(result: Result<Int, Never>) { self.result = result }
                }

                """
        }
        if has(.generic) {
            text += """

                \(open)struct \(prefix)_Product {}

                \(open)struct \(prefix)_Repository<Entity>: InitializerInjectable {
                    \(open)init() {}
                    \(open)var describe: String { "repository of \\(Entity.self)" }
                }

                """
        }
        return text
    }

    private var featureFile: String {
        var text = imports(in: featureModule)
        let store = featureDeclaresStore ? "\n    var sharedInstances: SharedInstanceStore { get }" : ""
        text += """
            \(open)protocol \(prefix)_FeatureResolver: Resolver {\(store)
                func contributeFeatureBanner() -> any \(prefix)_Banner
            }

            extension \(prefix)_FeatureResolver {
                \(open)func contributeFeatureBanner() -> any \(prefix)_Banner { \(prefix)_TextBanner(text: "feature") }
            }

            """
        if has(.generic) {
            text += """

                \(open)struct \(prefix)_Shelf: InitializerInjectable {
                    \(open)let items: \(prefix)_Repository<\(prefix)_Product>
                    \(open)init(items: \(prefix)_Repository<\(prefix)_Product>) { self.items = items }
                }

                """
        }
        return text
    }

    private var appTypesFile: String {
        var text = imports(in: "App", importsKit: true)
        text += """
            struct \(prefix)_Strip: InitializerInjectable {
                let banners: [any \(prefix)_Banner]
                init(banners: [any \(prefix)_Banner]\(has(.requiredCollection) ? "" : " = []")) { self.banners = banners }
            }

            struct \(prefix)_User {
                let name: String
            }

            """
        if has(.nestedScope) || has(.testScope) { text += "\nstruct \(prefix)_Order {\n    let number: Int\n}\n" }
        if has(.thirdScope) { text += "\nstruct \(prefix)_Card {\n    let digits: String\n}\n" }
        if has(.greeter) {
            let effects = (has(.asyncGreeter) ? " async" : "") + (has(.throwingGreeter) ? " throws" : "")
            text += """

                struct \(prefix)_Greeter: InitializerInjectable {
                    let user: \(prefix)_User
                    init(user: \(prefix)_User)\(effects) { self.user = user }
                }

                """
        }
        if has(.sharedInScope) {
            text += """

                final class \(prefix)_Payment: InitializerInjectable, SharedInstance {
                    let order: \(prefix)_Order
                    init(order: \(prefix)_Order) { self.order = order }
                }

                """
        }
        if has(.keptInSession) {
            text += """

                final class \(prefix)_Ledger: Injectable, SharedInstance, KeptByScope {
                    typealias KeepingScope = \(resolverName(.session))
                    struct Dependency {}
                    init(dependency: Dependency) {}
                }

                """
        }
        if has(.sessionBanner) {
            text += """

                /// In the collections of banners of the session and the scopes made from it only.
                struct \(prefix)_SessionBanner: \(prefix)_Banner, InitializerInjectable, ContributesToCollection {
                    typealias CollectionElement = any \(prefix)_Banner
                    typealias ContributedTo = \(resolverName(.session))
                    var text: String { "sessiononly" }
                }

                """
        }
        if has(.sessionMaker) {
            text += """

                struct \(prefix)_Welcome: InitializerInjectable {
                    let openSession: (\(prefix)_User) -> \(resolverName(.session))Scope
                }

                """
        }
        if has(.resolutionDraft) {
            text += """

                struct \(prefix)_Editor: InitializerInjectable {
                    let draft: \(prefix)_Draft?
                }

                struct \(prefix)_Note {
                    let draft: \(prefix)_Draft
                }

                /// Defaulted: the feature resolver, which may read this module, has no note to collect.
                struct \(prefix)_Page: InitializerInjectable {
                    let editor: \(prefix)_Editor
                    let draft: \(prefix)_Draft
                    let notes: [\(prefix)_Note]
                    init(editor: \(prefix)_Editor, draft: \(prefix)_Draft, notes: [\(prefix)_Note] = []) {
                        (self.editor, self.draft, self.notes) = (editor, draft, notes)
                    }
                }

                """
        }
        if has(.assistedClosure) {
            let draft = has(.resolutionDraft) ? "\n    let draft: \(prefix)_Draft" : ""
            text += """

                struct \(prefix)_Avatar: InitializerInjectable {
                    let user: \(prefix)_User\(draft)
                }

                struct \(prefix)_Profile: InitializerInjectable {
                    let user: \(prefix)_User
                    let avatar: \(prefix)_Avatar
                }

                struct \(prefix)_Home: InitializerInjectable {
                    let makeProfile: (\(prefix)_User) -> \(prefix)_Profile\(draft)
                }

                """
        }
        if has(.standardNames) {
            text += """

                struct Result {
                    let text: String
                }

                /// Defaulted, as the app's resolver may have no banner to collect.
                struct Issue: InitializerInjectable {
                    let result: Result
                    let banners: [any \(prefix)_Banner]
                    init(result: Result, banners: [any \(prefix)_Banner] = []) {
                        self.result = result
                        self.banners = banners
                    }
                }

                struct \(prefix)_Report: InitializerInjectable {
                    let issue: Issue
                    let outcome: \(prefix)_Outcome
                }

                """
        }
        if has(.generic) {
            text += """

                struct \(prefix)_Catalog: InitializerInjectable {
                    let products: \(prefix)_Repository<\(prefix)_Product>
                }

                """
        }
        return text
    }

    /// The name of a level's resolver protocol.
    func resolverName(_ level: Level) -> String {
        switch level {
        case .app: "\(prefix)_AppResolver"
        case .session: "\(prefix)_SessionResolver"
        case .checkout: "\(prefix)_CheckoutResolver"
        case .payment: "\(prefix)_PaymentResolver"
        case .test: "\(prefix)_TestResolver"
        case .testCheckout: "\(prefix)_TestCheckoutResolver"
        }
    }

    /// A scope's parent property and value, as its protocol declares them.
    private func scopeMembers(_ level: Level) -> (parent: String, value: String)? {
        switch level {
        case .app, .test: nil
        case .session: ("var app: any \(resolverName(.app)) { get }", "var user: \(prefix)_User { get }")
        case .checkout: ("var session: any \(resolverName(.session)) { get }", "var order: \(prefix)_Order { get }")
        case .payment: ("var checkout: any \(resolverName(.checkout)) { get }", "var card: \(prefix)_Card { get }")
        case .testCheckout: ("var app: any \(resolverName(.test)) { get }", "var order: \(prefix)_Order { get }")
        }
    }

    /// `App`, `Session`, …: what a level's contributions are named after.
    private func title(_ level: Level) -> String {
        level.rawValue.prefix(1).uppercased() + level.rawValue.dropFirst()
    }

    /// A resolver protocol with its requirements, and the extension that implements its contributions.
    private func resolverDeclaration(_ level: Level, inherits: String, extra: [String] = []) -> String {
        var requirements: [String] = []
        if let members = scopeMembers(level) { requirements += [members.parent, members.value] }
        if declaresStore(level) { requirements.append("var sharedInstances: SharedInstanceStore { get }") }
        requirements += extra
        var implementations: [String] = []
        if contributesBanner(level) {
            requirements.append("func contribute\(title(level))Banner() -> any \(prefix)_Banner")
            implementations.append("func contribute\(title(level))Banner() -> any \(prefix)_Banner { \(prefix)_TextBanner(text: \"\(level.rawValue)\") }")
        }
        if contributesTag(level) {
            requirements.append("func contribute\(title(level))Tag() -> \(prefix)_Tag")
            implementations.append("func contribute\(title(level))Tag() -> \(prefix)_Tag { \(prefix)_Tag(name: \"\(level.rawValue)\") }")
        }
        var text = "protocol \(resolverName(level)): \(inherits) {\n" + requirements.map { "    \($0)\n" }.joined() + "}\n"
        if !implementations.isEmpty {
            text += "\nextension \(resolverName(level)) {\n" + implementations.map { "    \($0)\n" }.joined() + "}\n"
        }
        return text
    }

    private var resolversFile: String {
        var text = imports(in: "App")
        let appParent = has(.featureResolver) ? "\(prefix)_FeatureResolver" : "Resolver"
        var extra = has(.standardNames) ? ["func provideResult() -> Result"] : []
        let note = "func contributeDraftNote(draft: \(prefix)_Draft) -> \(prefix)_Note"
        if has(.resolutionDraft) { extra.append(note) }
        text += resolverDeclaration(.app, inherits: appParent, extra: extra)
        if has(.standardNames) { text += "\nextension \(resolverName(.app)) {\n    func provideResult() -> Result { Result(text: \"app\") }\n}\n" }
        if has(.resolutionDraft) { text += "\nextension \(resolverName(.app)) {\n    \(note) { \(prefix)_Note(draft: draft) }\n}\n" }
        for level in [Level.session, .checkout, .payment] where levels.contains(level) {
            text += "\n" + resolverDeclaration(level, inherits: "Resolver")
        }
        return text
    }

    /// The app's resolver doubled, its banners replaced by a property.
    private var doubleFile: String {
        imports(in: testModule) + """
            /// The app's graph with one banner in its strips.
            struct \(prefix)_AppDouble: \(resolverName(.app)), ResolverDouble {\(appHasStore ? "\n    let sharedInstances = SharedInstanceStore()" : "")
                var banners: [any \(prefix)_Banner] = [\(prefix)_TextBanner(text: "double")]
            }

            """
    }

    private var testsFile: String {
        var text = imports(in: testModule, importsKit: true)
        let extra = (has(.testProvidesUser) ? ["func provideUser() -> \(prefix)_User"] : [])
            + (providesFakeClient ? ["func provideClient() -> any \(prefix)_Client"] : [])
        text += resolverDeclaration(.test, inherits: resolverName(.app), extra: extra)
        if has(.replacedClient) {
            text += """

                /// Replaces Core's client for every resolver of the test module, with no provider.
                final class \(prefix)_FakeClient: \(prefix)_Client, InitializerInjectable, ContributesBinding, ReplacesContribution {
                    typealias BoundType = any \(prefix)_Client
                    typealias Replaced = \(prefix)_HTTPClient
                    init() {}
                    var name: String { "fake" }
                }

                """
            if has(.coreProviders) {
                text += """

                    /// Replaces Core's container for the test module's resolvers.
                    enum \(prefix)_TestProviders: ContributesProviders, ReplacesContribution {
                        typealias Replaced = \(prefix)_CoreProviders
                        static func provideMotto() -> \(prefix)_Motto { \(prefix)_Motto(text: "test") }
                    }

                    """
            }
            if has(.coreBanner) {
                text += """

                    /// Replaces Core's banner in the test module's collections.
                    struct \(prefix)_TestBanner: \(prefix)_Banner, InitializerInjectable, ContributesToCollection, ReplacesContribution {
                        typealias CollectionElement = any \(prefix)_Banner
                        typealias Replaced = \(prefix)_CoreBanner
                        init() {}
                        var text: String { "testcore" }
                    }

                    """
            }
        }
        if has(.testScope) { text += "\n" + resolverDeclaration(.testCheckout, inherits: "Resolver") }
        return text
    }

    /// An extension of the session's generated scope type, in a file that names no runtime type.
    private var describeFile: String {
        """
        protocol \(prefix)_Describing {
            var describe: String { get }
        }

        extension \(prefix)_SessionResolverScope: \(prefix)_Describing {
            var describe: String { "session of " + user.name }
        }

        """
    }
}
