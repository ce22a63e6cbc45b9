import DIKit

/// One type, written the ways Swift allows: each dependency below is bound by a provider
/// or a contribution that writes its type another way.
struct ServerURL {
    let text: String
}

struct Sink: Hashable {
    let name: String
}

final class Logger: Injectable {
    struct Dependency {
        let prefix: Swift.String
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

final class Client: Injectable {
    struct Dependency {
        let url: Optional<ServerURL>
        let logger: DIKit.Lazy<Logger>
        let mirrors: Array<ServerURL>
        let sinks: Swift.Array<Sink>
        let sinkSet: Swift.Set<Sink>
        let sinksByKey: Dictionary<Swift.String, Sink>
    }
    let dependency: Dependency
    init(dependency: Dependency) { self.dependency = dependency }
}

protocol AppResolver: Resolver {
    func provideServerURL() -> ServerURL
    func providePrefix() -> String
    func provideMirrors() -> [ServerURL]
    func contributeConsole() -> Sink
    func contributeFile() -> Sink
}
