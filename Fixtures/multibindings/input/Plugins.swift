import DIKit

/// Contributed by several resolvers; collected into `[any Plugin]` and `[String: any Plugin]`.
protocol Plugin {
    var name: String { get }
}

struct Tag: Hashable {
    let name: String
}

final class Log: Injectable, SharedInstance {
    struct Dependency {}
    init(dependency: Dependency) {}
}

struct AuditPlugin: Plugin {
    let name = "audit"
    let log: Log
}

struct CrashPlugin: Plugin {
    let name = "crash"
}

struct User {
    let name: String
}

/// Takes every kind of collection, a deferred one, and one that may be empty.
final class PluginHost: Injectable {
    struct Dependency {
        let plugins: [any Plugin]
        let pluginsByKey: [String: any Plugin]
        let tags: Set<Tag>
        let laterTags: () async throws -> [Tag]
        var numbers: [Int] = []
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

/// A session sees its parent's collections.
struct Greeter: Injectable {
    struct Dependency {
        let user: User
        let plugins: [any Plugin]
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func contributeAudit(log: Log) -> any Plugin
    func contributeCrash() -> any Plugin
    func contributeRed() -> Tag
    func contributeBlue() async throws -> Tag
}

/// A test resolver adds a contribution.
protocol TestResolver: AppResolver {
    func contributeFake() -> any Plugin
}

/// A session collects its parent's contributions and its own.
protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
    func contributeWelcome(user: User) -> any Plugin
}

/// What the type generated for the scope cannot implement: the scope's own contribution.
extension SessionResolver {
    func contributeWelcome(user: User) -> any Plugin { WelcomePlugin(name: "welcome \(user.name)") }
}

struct WelcomePlugin: Plugin {
    let name: String
}
