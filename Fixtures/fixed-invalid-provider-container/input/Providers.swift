import DIKit

struct ServerURL {
    let value: String
}

/// Static: every resolver that sees the type calls `NetworkingProviders.provideServerURL()`.
struct NetworkingProviders: ContributesProviders {
    static func provideServerURL() -> ServerURL {
        ServerURL(value: "https://api.example.com")
    }
}

/// Not generic.
enum FixtureProviders: ContributesProviders {
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
