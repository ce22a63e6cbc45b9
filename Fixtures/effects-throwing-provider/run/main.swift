struct MissingToken: Error, CustomStringConvertible {
    var description: String { "no token in the keychain" }
}

struct Network: NetworkResolver {
    var token: String?

    func provideCredentials() throws -> Credentials {
        guard let token else { throw MissingToken() }
        return Credentials(token: token)
    }
}

for network in [Network(token: "t0k3n"), Network(token: nil)] {
    do {
        let loader = try network.resolveFeedLoader(baseURL: "https://example.com")
        print("loaded: \(loader.client.description)")
    } catch {
        print("failed: \(error)")
    }
}
