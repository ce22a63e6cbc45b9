import DIKit

final class Grinder: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Barista: InitializerInjectable {
    init(grinder: Grinder, name: String) {}
    convenience init(grinder: Grinder) {
        self.init(grinder: grinder, name: "Ada")
    }
}

protocol ShopResolver: Resolver {}
