// Uses DIKit without importing it (see Imports/DIKitNames.swift).

protocol GardenResolver: Resolver {
    func provideSoilSensor() -> SoilSensor
}

final class SoilSensor {}

struct WateringPlan: Injectable {
    struct Dependency {
        let sensor: SoilSensor
        let litres: Double
    }

    init(dependency: Dependency) {}
}
