import DIKit

protocol AppResolver: Resolver {
    func provideAppResolver() -> AppResolver
    func provideAPIClient() -> APIClient
}

final class APIClient {}
