import DIKit

struct FlightSearch: Injectable {
    struct Dependency {
        let client: BookingClient
        let origin: Airport
    }

    init(dependency: Dependency) {}
}

struct RatingService: Injectable {
    struct Dependency {
        let store: ReviewStore
        let minimumStars: Int
    }

    init(dependency: Dependency) {}
}

struct HotelSearch: Injectable {
    struct Dependency {
        let city: String
        let ratings: RatingService
    }

    init(dependency: Dependency) {}
}

/// Its own parameters come first, even those declared after a resolved dependency;
/// then those of `FlightSearch`, then those of `HotelSearch` (and, through it, of
/// `RatingService` and `ReviewStore`).
struct Itinerary: Injectable {
    struct Dependency {
        let flight: FlightSearch
        let tripName: String
        let hotel: HotelSearch
        let travellers: Int
    }

    init(dependency: Dependency) {}
}

final class BookingScreen: PropertyInjectable {
    struct Dependency {
        let itinerary: Itinerary
        let currency: String
    }

    var dependency: Dependency!
}
