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
/// generated `injectToOrderScreen(_:tableNumber:name:)` fills in `dependency` afterwards.
final class OrderScreen: PropertyInjectable {
    struct Dependency {
        let barista: Barista
        let tableNumber: Int
    }

    var dependency: Dependency!

    func order(_ drink: String) -> String {
        "Order for table \(dependency.tableNumber): \(dependency.barista.brew(drink))"
    }
}
