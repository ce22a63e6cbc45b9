import DIKit

struct ServerURL {
    let value: String
}

/// An instance method: nothing makes a `NetworkingProviders` to call it on.
struct NetworkingProviders: ContributesProviders {
    func provideServerURL() -> ServerURL {
        ServerURL(value: "https://api.example.com")
    }
}

/// Generic: a static call would need its argument.
enum FixtureProviders<Value>: ContributesProviders {
    static func provideName() -> String { "fixtures" }
}

struct Client: Injectable {
    struct Dependency {
        let serverURL: ServerURL
        let name: String
    }

    init(dependency: Dependency) {}
}

protocol AppResolver: Resolver {}
