import DIKit

protocol ThermostatResolver: Resolver {
    func provideSensor() -> TemperatureSensor
    /// Starts with `provide`, so it must return something.
    func provideCalibration(offset: Double)
}

final class TemperatureSensor {}
