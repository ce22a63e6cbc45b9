import struct Foundation.URL
import class Foundation.JSONDecoder
import DIKit

/// Downloads forecasts; created by the app, so the resolver provides it.
final class ForecastService {
    let baseURL: URL
    let decoder = JSONDecoder()

    init(baseURL: URL) {
        self.baseURL = baseURL
    }
}
