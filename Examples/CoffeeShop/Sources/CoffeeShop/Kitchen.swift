import DIKit

/// Types nested in a namespace are injectable too; generated names come from the qualified
/// name (`resolveKitchenOven`).
enum Kitchen {
    struct Oven: Injectable {
        struct Dependency {
            let temperature: Int
        }

        let temperature: Int

        init(dependency: Dependency) {
            temperature = dependency.temperature
        }
    }

    struct Pastry: Injectable {
        struct Dependency {
            /// `Oven` is `Kitchen.Oven`, found from inside `Kitchen`.
            let oven: Oven
            let stock: Stock<Croissant>
        }

        let description: String

        init(dependency: Dependency) {
            description = "croissants baked at \(dependency.oven.temperature)°C, \(dependency.stock.summary)"
        }
    }

    /// `InitializerInjectable`: no `Dependency` struct, the initializer's parameters are the
    /// dependencies. Nothing provides an `Int` for `minutes`, so it keeps its default.
    struct Timer: InitializerInjectable {
        let summary: String

        init(oven: Oven, minutes: Int = 12) {
            summary = "\(minutes) minutes at \(oven.temperature)°C"
        }
    }
}

struct Croissant: StockItem {
    static let name = "croissants"
}

struct Bean: StockItem {
    static let name = "bags of beans"
}

protocol StockItem {
    static var name: String { get }
}

/// A generic injectable: `resolveStockOfCroissant()` and `resolveStockOfBean()` are
/// generated for the instantiations that something needs.
struct Stock<Item: StockItem>: Injectable {
    struct Dependency {
        let count: StockCount
    }

    let summary: String

    init(dependency: Dependency) {
        summary = "\(dependency.count.value) \(Item.name) in stock"
    }
}

struct StockCount {
    let value: Int
}
