import DIKit

protocol TravelResolver: Resolver {
    func provideWeather(forecast: Forecast) -> Weather
}

// A three-step cycle: Trip -> Route -> Stop -> Trip.
struct Trip: Injectable {
    struct Dependency {
        let route: Route
    }
    init(dependency: Dependency) {}
}

struct Route: Injectable {
    struct Dependency {
        let stops: Stop
    }
    init(dependency: Dependency) {}
}

struct Stop: Injectable {
    struct Dependency {
        let trip: Trip
    }
    init(dependency: Dependency) {}
}

// A second, distinct cycle through a provider method: Forecast -> Weather -> Forecast.
struct Forecast: Injectable {
    struct Dependency {
        let weather: Weather
    }
    init(dependency: Dependency) {}
}

final class Weather {}

// Outside any cycle, depending on one: not reported.
struct Planner: Injectable {
    struct Dependency {
        let trip: Trip
    }
    init(dependency: Dependency) {}
}
