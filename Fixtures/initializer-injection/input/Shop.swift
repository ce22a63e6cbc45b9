import DIKit

/// Types that take their dependencies as their initializer's parameters, mixed with
/// `Injectable` ones: labelled, unlabelled and defaulted parameters, a struct built with its
/// memberwise initializer, a throwing initializer, a class whose convenience initializer is
/// not the one called, a generic type, a shared one and one on the main actor.
struct Clock {
    func now() -> Int { 42 }
}

enum ShopError: Error {
    case closed
}

final class Grinder: Injectable {
    struct Dependency {}
    init(dependency: Dependency) {}
}

final class Roaster: InitializerInjectable, SharedInstance {
    let clock: Clock
    init(clock: Clock) {
        self.clock = clock
    }
}

final class Barista: InitializerInjectable {
    let grinder: Grinder
    let roaster: Roaster
    let name: String
    let tips: Int

    init(grinder: Grinder, _ roaster: Roaster, name: String, tips: Int = 5) throws {
        guard !name.isEmpty else { throw ShopError.closed }
        self.grinder = grinder
        self.roaster = roaster
        self.name = name
        self.tips = tips
    }

    convenience init() throws {
        try self.init(grinder: Grinder(dependency: .init()), Roaster(clock: Clock()), name: "Ada")
    }
}

struct Menu: InitializerInjectable {
    let roaster: Roaster
    var size: Int = 3
    let title = "Menu"
}

struct Shelf<Item>: InitializerInjectable {
    let items: [Item]
}

@MainActor
final class Counter: InitializerInjectable {
    let barista: Barista
    let menu: Menu
    let shelf: Shelf<String>

    init(barista: Barista, menu: Menu, shelf: Shelf<String>) {
        self.barista = barista
        self.menu = menu
        self.shelf = shelf
    }
}

struct Order: Injectable {
    struct Dependency {
        let barista: Barista
        let menu: Menu
    }
    let dependency: Dependency
    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

protocol ShopResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideClock() -> Clock
    func provideItems() -> [String]
}
