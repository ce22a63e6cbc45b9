import DIKit

/// A provider that throws: its error reaches whoever resolves what needs it.
protocol NetworkResolver: Resolver {
    func provideCredentials() throws -> Credentials
}

struct Credentials {
    let token: String
}

struct APIClient: Injectable {
    struct Dependency {
        let credentials: Credentials
        let baseURL: String
    }

    let description: String

    init(dependency: Dependency) {
        description = "\(dependency.baseURL) as \(dependency.credentials.token)"
    }
}

struct FeedLoader: Injectable {
    struct Dependency {
        let client: APIClient
    }

    let client: APIClient

    init(dependency: Dependency) {
        client = dependency.client
    }
}
