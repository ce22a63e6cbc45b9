import DIKit

// Found by the random-program test (seed 4242, program 220, shrunk). Swift makes a struct
// that is neither public nor generic `Sendable` when all its stored properties are: `Reading`
// holds a main-actor `Sensor`, which is `Sendable`, so `Reading` is too, and the main actor
// may pass it to `Archive`'s initializer, which is async and not isolated.
@MainActor struct Sensor: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

nonisolated struct Reading: Injectable {
    struct Dependency {
        let sensor: Sensor
    }

    let sensor: Sensor
    var label: String { "reading" }

    init(dependency: Dependency) {
        sensor = dependency.sensor
    }
}

nonisolated struct Archive: Injectable {
    struct Dependency {
        let reading: Reading
    }

    init(dependency: Dependency) async throws {}
}

protocol SensorResolver: Resolver {}
