import Foundation
import DIKit

final class HTTPClient {}

struct Barista: Injectable {
    struct Dependency {
        let name: String
        let grinder: Grinder
    }
    init(dependency: Dependency) {}
}

struct Grinder: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class MenuScreen: FactoryMethodInjectable {
    struct Dependency {
        let barista: Barista
        let client: HTTPClient
    }
    static func makeInstance(dependency: Dependency) -> MenuScreen { MenuScreen() }
}

final class OrderScreen: PropertyInjectable {
    struct Dependency {
        let barista: Barista
        let tableNumber: Int
    }
    var dependency: Dependency!
}
