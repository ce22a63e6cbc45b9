import DIKit

struct Bean {}

/// An enum has no initializer unless it declares one.
enum Roast: InitializerInjectable {
    case light
    case dark

    init(bean: Bean) {
        self = .dark
    }
}

protocol ShopResolver: Resolver {
    func provideBean() -> Bean
}
