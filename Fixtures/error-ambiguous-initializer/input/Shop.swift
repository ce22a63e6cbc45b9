import DIKit

final class Grinder: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Barista: InitializerInjectable {
    init(grinder: Grinder) {}
    init(grinder: Grinder, name: String) {}
}

protocol ShopResolver: Resolver {}
