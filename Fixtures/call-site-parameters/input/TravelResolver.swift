import DIKit

protocol TravelResolver: Resolver {
    func provideBookingClient() -> BookingClient
    func provideReviewStore(language: String) -> ReviewStore
}

final class BookingClient {}

final class ReviewStore {}

/// Not declared to the generator: wherever it is needed, the caller passes it.
struct Airport {
    var code: String
}
