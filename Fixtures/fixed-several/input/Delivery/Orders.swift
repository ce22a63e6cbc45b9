import DIKit

/// Fixed: `Dependency!`, not `Dependency?`.
final class OrderScreen: PropertyInjectable {
    struct Dependency {
        let courier: Courier
    }

    var dependency: Dependency!
}

/// Fixed: `Dependency` is a struct.
final class TrackingScreen: PropertyInjectable {
    struct Dependency {}

    var dependency: Dependency!
}
