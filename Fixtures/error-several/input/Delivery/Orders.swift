import DIKit

final class OrderScreen: PropertyInjectable {
    struct Dependency {
        let courier: Courier
    }

    var dependency: Dependency?
}

final class TrackingScreen: PropertyInjectable {
    enum Dependency {}

    var dependency: Dependency!
}
