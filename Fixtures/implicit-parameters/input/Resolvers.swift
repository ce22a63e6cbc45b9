import DIKit

protocol ShopResolver: Resolver {
    func provideHTTPClient() -> HTTPClient
}

protocol KioskResolver: DIKit.Resolver {
    func provideGrinder(model: String) -> Grinder
}
