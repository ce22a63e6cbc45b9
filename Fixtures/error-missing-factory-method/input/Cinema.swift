import DIKit

protocol CinemaResolver: Resolver {
    func provideSchedule() -> Schedule
}

final class Schedule {}

/// No factory method at all.
final class SeatPicker: FactoryMethodInjectable {
    struct Dependency {
        let schedule: Schedule
    }

    init(dependency: Dependency) {}
}

/// `class` methods are not seen.
final class TicketScreen: FactoryMethodInjectable {
    struct Dependency {
        let schedule: Schedule
    }

    class func makeInstance(dependency: Dependency) -> TicketScreen {
        TicketScreen()
    }
}

/// Another label.
final class TrailerScreen: FactoryMethodInjectable {
    struct Dependency {}

    static func makeInstance(with dependency: Dependency) -> TrailerScreen {
        TrailerScreen()
    }
}

/// Another parameter type.
final class SnackMenu: FactoryMethodInjectable {
    struct Dependency {}

    static func makeInstance(dependency: Schedule) -> SnackMenu {
        SnackMenu()
    }
}
