/// What a crossing program (`CrossingProgram`) may have: each feature alone is a small part
/// of an app, and the program is every part it draws, so that features meet. The random
/// programs of `SoundnessProgram` vary each feature's details; these vary which features
/// meet, in the resolver tree above all (Issue 46: where two features meet, the middle broke).
enum CrossingFeature: String, CaseIterable, Comparable, Sendable {
    /// The program is four modules: `Core` (types, a generic), `Feature` (a resolver),
    /// `App` (the app's resolver and scopes), `AppTests` (a test resolver); else one module.
    case modules
    /// The app's resolver has a scope, `SessionResolver`, made with a `User`.
    case scope
    /// The session has a scope, `CheckoutResolver`, made with an `Order`.
    case nestedScope
    /// The checkout has a scope, `PaymentResolver`, made with a `Card`: three deep.
    case thirdScope
    /// Every scope declares a store of its own.
    case scopeStores
    /// The app contributes a banner to `[any Banner]`.
    case appContributes
    /// The session contributes a banner, below a deeper scope.
    case sessionContributes
    /// The deepest scope contributes a banner.
    case deepestContributes
    /// `Strip` takes its banners without a default: the app or the feature contributes one
    /// (the app does, when the program has no feature resolver).
    case requiredCollection
    /// `Cloud` takes `Set<Tag>`, which the app and the deepest scope contribute to.
    case tags
    /// The app keeps a shared `Clock` in its store; every level resolves the app's.
    case sharedClock
    /// A shared `Payment` needs the checkout's `Order`: the checkout keeps it.
    case sharedInScope
    /// `Greeter` needs a `User`: resolved where one is bound.
    case greeter
    /// `Greeter`'s initializer is `async`.
    case asyncGreeter
    /// `Greeter`'s initializer `throws`.
    case throwingGreeter
    /// `Home` takes `(User) -> Profile`, and `Profile` and its `Avatar` need a `User`.
    case assistedClosure
    /// A test resolver refines the app's.
    case testResolver
    /// The test resolver provides a `User`: the closure's parameter type is bound there.
    case testProvidesUser
    /// The test resolver has a scope of its own, made with an `Order`.
    case testScope
    /// The test resolver contributes a banner.
    case testContributes
    /// A file that never names the runtime extends the session's generated scope type.
    case scopeExtension
    /// `Catalog` takes `Repository<Product>`, a generic injectable (of `Core`).
    case generic
    /// The app's resolver refines `FeatureResolver` (of `Feature`), which contributes a banner
    /// and, with `generic`, builds a `Shelf` of the same `Repository<Product>`.
    case featureResolver
    /// `FeatureResolver` declares no store though `Core` has a shared type: the app's does.
    case storelessFeature
    /// A module dikitgen does not read, `Kit`, declares `Tag` too; the app's and the tests'
    /// modules import it in a file of their own, as a test target imports Testing.
    case nameClash
    /// One file of the app's module re-exports the runtime; its other files do not import it.
    case exportedRuntime
    /// `Core` re-exports the runtime; the other modules import `Core` only.
    case exportedFromCore
    /// The app declares `Result` and `Issue` again, as an app may: `Core`'s `Outcome` holds
    /// Swift's `Result`, and the tests' module imports Swift Testing, whose `Issue` it is not.
    /// A batch builds at most one such program: the names are not prefixed.
    case standardNames
    /// A shared `Ledger` needs nothing a session knows, but is `KeptByScope` of the session:
    /// each session keeps its own, the scopes below take the session's, and the app has none.
    /// Last, so that adding it changed no earlier feature's draw.
    case keptInSession
    /// `Welcome` takes a maker of the session, `(User) -> SessionResolverScope`, and the app
    /// (and the test resolver, which refines it) opens a session with it.
    case sessionMaker
    /// `Page` takes a `Draft` (of `Core`, `SharedInResolution`), an `Editor` that takes it as
    /// an optional, and `[Note]`, which the app contributes to with a note of the draft: one
    /// draft in each resolution of a page, a new one at the next; with `assistedClosure`,
    /// `Home` and the `Avatar` its closure makes share one too.
    case resolutionDraft
    /// `Core`'s `HTTPClient` binds `any Client` where it is declared (`ContributesBinding`), and
    /// `Inbox` takes `any Client`: every level resolves it with no provider; the test resolver
    /// provides a fake, which replaces the contribution for it and its scope.
    case contributedClient
    /// The test module's `FakeClient` replaces `HTTPClient`'s contribution by its own
    /// declaration (`ReplacesContribution`) instead of the test resolver's provider: the test
    /// resolver and its scope resolve the fake, the app's tree the real client.
    case replacedClient
    /// `Core`'s `CoreBanner` adds itself to every `[any Banner]` (`ContributesToCollection`):
    /// every level's strip has it beside the levels' `contributeX()` banners; with
    /// `replacedClient`, the test module's `TestBanner` replaces it for the test resolver's tree.
    case coreBanner
    /// `Core`'s `CoreProviders` provides a `Motto` with a static method (`ContributesProviders`),
    /// and every level resolves a `Poster` that needs it, with no provider of any resolver; with
    /// `replacedClient`, the test module's `TestProviders` replaces the container for its tree.
    case coreProviders
    /// The app's `SessionBanner` adds itself to the collections of banners of the session and
    /// the scopes made from it only (`typealias ContributedTo` names the session): the app and
    /// the test resolver's tree do without it.
    case sessionBanner
    /// The test module's `AppDouble` (`ResolverDouble`) replaces the app's `[any Banner]` with
    /// a property: its strip holds the double's banner alone, in its own store, with no
    /// provider and no conformer of the app's written.
    case resolverDouble

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The features this one needs to mean anything.
    var requirements: [CrossingFeature] {
        switch self {
        case .nestedScope: [.scope]
        case .thirdScope: [.nestedScope]
        case .scopeStores, .scopeExtension, .deepestContributes, .keptInSession, .sessionMaker, .sessionBanner: [.scope]
        case .sessionContributes, .sharedInScope: [.nestedScope]
        case .asyncGreeter, .throwingGreeter: [.greeter]
        case .testProvidesUser, .testScope, .testContributes: [.testResolver]
        case .storelessFeature: [.featureResolver, .sharedClock]
        case .nameClash: [.tags]
        case .exportedFromCore, .standardNames: [.modules]
        case .replacedClient: [.contributedClient, .testResolver, .modules]
        case .modules, .scope, .appContributes, .requiredCollection, .tags, .sharedClock, .greeter, .assistedClosure,
             .testResolver, .generic, .featureResolver, .exportedRuntime, .resolutionDraft, .contributedClient, .coreBanner, .coreProviders,
             .resolverDouble:
            []
        }
    }

    /// Features that cannot meet, each pair with why.
    static let exclusions: [(CrossingFeature, CrossingFeature, reason: String)] = [
        (.exportedRuntime, .exportedFromCore, "the app's module re-exports the runtime or imports it through Core, not both"),
    ]

    /// Whether the two can be in one program.
    static func canMeet(_ first: CrossingFeature, _ second: CrossingFeature) -> Bool {
        let closure = { (feature: CrossingFeature) in CrossingFeature.withRequirements([feature]) }
        let together = closure(first).union(closure(second))
        return !exclusions.contains { together.contains($0.0) && together.contains($0.1) }
    }

    /// `features` with everything they require, transitively.
    static func withRequirements(_ features: Set<CrossingFeature>) -> Set<CrossingFeature> {
        var result = features
        var pending = Array(features)
        while let feature = pending.popLast() {
            for requirement in feature.requirements where result.insert(requirement).inserted { pending.append(requirement) }
        }
        return result
    }
}
