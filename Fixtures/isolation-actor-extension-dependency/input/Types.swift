import DIKit

// Found by the random-program test (seed 1592644296, program 86, shrunk). Under Xcode 26's
// default isolation, a struct nested in an extension of a class or struct is on the main
// actor, but one nested in an extension of an actor is not isolated, as in the actor's body:
// building `Box<Sensor>` needs no actor, and the wiring runs on `SensorActor`.
@globalActor public actor SensorActor { public static let shared = SensorActor() }

@SensorActor struct Sensor: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

actor Box<Value> {
    let held: Dependency
    init(held: sending Dependency) { self.held = held }
    static func makeInstance(dependency: sending Dependency) -> Box {
        Box(held: dependency)
    }
}

extension Box: FactoryMethodInjectable {
    struct Dependency {
        let inner: Value
    }
}

@SensorActor struct Dashboard: Injectable {
    struct Dependency {
        let box: Box<Sensor>
    }
    init(dependency: Dependency) {}
}

protocol SensorResolver: Resolver {}
