import DIKit

protocol FitnessResolver: Resolver {
    func provideHealthStore() -> HealthStore
}

final class HealthStore {}
