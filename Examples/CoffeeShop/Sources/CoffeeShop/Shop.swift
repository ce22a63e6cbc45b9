import DIKit

/// Plain values, handed out by the resolver's providers.
struct Grinder {
    let model: String
}

struct Menu {
    let drinks: [String]
}

/// Built with `init(dependency:)`. `name` is provided by nothing, so it becomes a
/// parameter of the generated `resolveBarista(name:)`.
struct Barista: Injectable {
    struct Dependency {
        let name: String
        let grinder: Grinder
    }

    let name: String
    let grinder: Grinder

    init(dependency: Dependency) {
        name = dependency.name
        grinder = dependency.grinder
    }

    func brew(_ drink: String) -> String {
        "Barista \(name) grinds with \(grinder) to make: \(drink)"
    }
}

/// Built with a static factory method instead of an initializer.
final class MenuBoard: FactoryMethodInjectable {
    struct Dependency {
        let menu: Menu
    }

    let lines: [String]

    private init(lines: [String]) {
        self.lines = lines
    }

    static func makeInstance(dependency: Dependency) -> MenuBoard {
        MenuBoard(lines: dependency.menu.drinks.enumerated().map { "\($0.offset + 1). \($0.element)" })
    }
}

/// Created by someone else (think of a screen instantiated by a UI framework); the
/// generated `injectToOrderScreen(_:tableNumber:)` fills in `dependency` afterwards, on
/// the main actor, as the screen and its book are.
@MainActor final class OrderScreen: @MainActor PropertyInjectable {
    struct Dependency {
        /// A factory closure: each call resolves a new `Barista`, its parameter supplying
        /// the barista's call-site parameter `name`.
        let makeBarista: (String) -> Barista
        /// Shared: every screen writes into the shop's one book.
        let book: OrderBook
        let tableNumber: Int
    }

    var dependency: Dependency!

    func order(_ drink: String, from baristaName: String) -> String {
        let order = "Order for table \(dependency.tableNumber): \(dependency.makeBarista(baristaName).brew(drink))"
        dependency.book.record(order)
        return order
    }
}

/// One per resolver (`SharedInstance`): the generated `resolveOrderBook()` keeps it in the
/// resolver's `sharedInstances` store, so every resolve returns the same book.
@MainActor final class OrderBook: Injectable, SharedInstance {
    struct Dependency {}

    private(set) var orders: [String] = []

    init(dependency: Dependency) {}

    func record(_ order: String) {
        orders.append(order)
    }
}
