import DIKit

protocol APIClient {
    func get(_ path: String) -> String
}

struct URLSessionAPIClient: APIClient, InitializerInjectable, ContributesBinding {
    typealias BoundType = any APIClient

    init() {}

    func get(_ path: String) -> String { "GET \(path)" }
}

struct ServerURL {
    let value: String
}

struct Title {
    let text: String
}

/// Shared: one per store, so one per double too.
final class Database: Injectable, SharedInstance {
    struct Dependency {
        let url: ServerURL
    }

    let url: String

    init(dependency: Dependency) {
        url = dependency.url.value
    }
}

protocol Sink {
    var name: String { get }
}

struct Feed: Injectable {
    struct Dependency {
        let client: any APIClient
        let database: Database
        let title: Title
        let sinks: [any Sink]
    }

    let dependency: Dependency

    init(dependency: Dependency) {
        self.dependency = dependency
    }

    var summary: String {
        "\(dependency.title.text): \(dependency.client.get("/feed")) from \(dependency.database.url), "
            + "sinks \(dependency.sinks.map(\.name))"
    }
}

/// Needs only the title: `TestApp` takes the app's method, `PreviewApp`, which replaces the
/// title, its own.
struct About: Injectable {
    struct Dependency {
        let title: Title
    }

    let title: Title

    init(dependency: Dependency) {
        title = dependency.title
    }
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideServerURL() -> ServerURL
    func provideTitle() -> Title
    func contributeConsole() -> any Sink
}

struct Console: Sink {
    var name: String { "console" }
}

/// The conformer the app runs with.
struct App: AppResolver {
    let sharedInstances = SharedInstanceStore()

    func provideServerURL() -> ServerURL { ServerURL(value: "https://example.com") }
    func provideTitle() -> Title { Title(text: "Feed") }
    func contributeConsole() -> any Sink { Console() }
}
