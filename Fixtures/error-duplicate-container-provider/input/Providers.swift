import DIKit

struct ServerURL {
    let value: String
}

enum ProductionProviders: ContributesProviders {
    static func provideServerURL() -> ServerURL { ServerURL(value: "https://api.example.com") }
}

/// Provides the same type: a resolver that sees both could call either.
enum StagingProviders: ContributesProviders {
    static func provideServerURL() -> ServerURL { ServerURL(value: "https://staging.example.com") }
}

struct Client: Injectable {
    struct Dependency {
        let serverURL: ServerURL
    }

    let serverURL: ServerURL

    init(dependency: Dependency) {
        serverURL = dependency.serverURL
    }
}

protocol AppResolver: Resolver {}
