import DIKit

protocol HotelResolver: Resolver {
    func provideRoomStore() -> RoomStore
}

final class RoomStore {}

struct RoomList: Injectable {
    final class Dependency {
        let store: RoomStore

        init(store: RoomStore) {
            self.store = store
        }
    }

    init(dependency: Dependency) {}
}

final class CheckInScreen: FactoryMethodInjectable {
    enum Dependency {
        case walkIn
        case booked(reference: String)
    }

    static func makeInstance(dependency: Dependency) -> CheckInScreen {
        CheckInScreen()
    }
}

final class RoomServiceScreen: PropertyInjectable {
    protocol Dependency {}

    var dependency: Dependency!
}
