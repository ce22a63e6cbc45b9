import DIKit

struct Bean {}

final class Grinder: InitializerInjectable {
    init(beans: [Bean]) {}
}

protocol ShopResolver: Resolver {
    func provideBeans() -> [Bean]
}
