import DIKit

struct ServerURL {
    let value: String
}

enum ProductionProviders: ContributesProviders {
    static func provideServerURL() -> ServerURL { ServerURL(value: "https://api.example.com") }
}

/// Replaces the production container wherever it is seen.
enum StagingProviders: ContributesProviders, ReplacesContribution {
    typealias Replaced = ProductionProviders

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
