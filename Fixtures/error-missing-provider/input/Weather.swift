import DIKit

protocol Geocoding {}
final class OpenStreetMapGeocoder: Geocoding {}
final class APIClient {}
final class URLSession {}

protocol WeatherResolver: Resolver {
    func provideAPIClient() -> APIClient?
    func provideSession() -> URLSession
}

struct ForecastService: Injectable {
    struct Dependency {
        let client: APIClient        // provided only as `APIClient?`
        let session: Urlsession      // provided as `URLSession`
        let geocoder: Geocoding      // a protocol with an implementation
        let city: String             // a parameter on purpose: --allow-parameter String
    }
    init(dependency: Dependency) {}
}

final class ForecastScreen: PropertyInjectable {
    struct Dependency {
        let service: ForecastService
        let days: Int                // forgotten
    }
    var dependency: Dependency!
}

typealias Urlsession = URLSession
