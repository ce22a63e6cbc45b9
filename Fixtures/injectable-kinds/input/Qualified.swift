import DIKit

/// The conformances may name the module.
struct Pedometer: DIKit.Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

final class RouteMap: DIKit.FactoryMethodInjectable {
    struct Dependency {
        let pedometer: Pedometer
    }

    static func makeInstance(dependency: Dependency) -> RouteMap {
        RouteMap()
    }
}

final class GoalsScreen: DIKit.PropertyInjectable {
    struct Dependency {
        let pedometer: Pedometer
        let routeMap: RouteMap
    }

    var dependency: Dependency!
}
