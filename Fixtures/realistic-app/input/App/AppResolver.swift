import DIKit
import Foundation

/// The news reader's main resolver; `AppContainer` implements the providers.
protocol AppResolver: Resolver {
    func provideAppResolver() -> AppResolver
    func provideURLSessionLike() -> URLSessionLike
    func provideAPIClient(session: URLSessionLike) -> APIClient
    func provideKeychain() -> Keychain
}

final class AppContainer: AppResolver {
    private let keychain = Keychain(service: "news")

    func provideAppResolver() -> AppResolver {
        self
    }

    func provideURLSessionLike() -> URLSessionLike {
        LiveSession()
    }

    func provideAPIClient(session: URLSessionLike) -> APIClient {
        APIClient(session: session, baseURL: URL(string: "https://news.example.com")!)
    }

    func provideKeychain() -> Keychain {
        keychain
    }
}
