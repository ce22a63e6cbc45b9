import DIKit

protocol TravelResolver: Resolver {
    func provideWeather(forecast: Forecast) -> Weather
}

// Fixed: a Stop is given the trip it belongs to by the caller.
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
        let tripName: String
    }
    init(dependency: Dependency) {}
}

// Fixed: the forecast no longer needs the weather it is used to provide.
struct Forecast: Injectable {
    struct Dependency {
        let region: String
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
