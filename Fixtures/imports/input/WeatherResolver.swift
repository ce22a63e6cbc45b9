import Swift
import DIKit
import Dispatch
import DIKit

/// Builds the screens of the weather app.
protocol WeatherResolver: Resolver {
    func provideForecastService() -> ForecastService
}
