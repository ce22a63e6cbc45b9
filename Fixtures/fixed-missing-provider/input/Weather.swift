import DIKit

protocol Geocoding {}
final class OpenStreetMapGeocoder: Geocoding {}
final class APIClient {}
final class URLSession {}
struct DayCount {}

protocol WeatherResolver: Resolver {
    func provideAPIClient() -> APIClient
    func provideSession() -> URLSession
    func provideGeocoder() -> Geocoding
    func provideDays() -> DayCount
}

struct ForecastService: Injectable {
    struct Dependency {
        let client: APIClient
        let session: URLSession
        let geocoder: Geocoding
        let city: String             // a parameter on purpose: --allow-parameter String
    }
    init(dependency: Dependency) {}
}

final class ForecastScreen: PropertyInjectable {
    struct Dependency {
        let service: ForecastService
        let days: DayCount
    }
    var dependency: Dependency!
}
