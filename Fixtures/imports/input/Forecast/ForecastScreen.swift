#if WEATHER_PREVIEWS
@testable import Observation
#elseif WEATHER_SNAPSHOTS
import RegexBuilder.DSL
#else
import _Concurrency
#endif
import DIKit

/// The forecast for the current location.
final class ForecastScreen: FactoryMethodInjectable {
    struct Dependency {
        let service: ForecastService
        let locations: LocationProvider
    }

    let dependency: Dependency

    private init(dependency: Dependency) {
        self.dependency = dependency
    }

    static func makeInstance(dependency: Dependency) -> ForecastScreen {
        ForecastScreen(dependency: dependency)
    }
}
