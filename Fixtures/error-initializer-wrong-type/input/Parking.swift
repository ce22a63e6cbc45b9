import DIKit

protocol ParkingResolver: Resolver {
    func provideMeter() -> ParkingMeter
}

final class ParkingMeter {}

struct ZoneSettings {}

/// The parameter must be spelled `Dependency`.
struct ZoneScreen: Injectable {
    struct Dependency {
        let meter: ParkingMeter
    }

    init(dependency: ZoneSettings) {}
}

struct TicketScreen: Injectable {
    struct Dependency {
        let meter: ParkingMeter
    }

    init(dependency: TicketScreen.Dependency) {}
}

/// `init(dependency:)` with a second parameter is another initializer.
struct ReceiptScreen: Injectable {
    struct Dependency {}

    init(dependency: Dependency, copies: Int) {}
}
