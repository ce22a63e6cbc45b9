import DIKit

/// The resolver of the shop. `dikitgen` extends it with a `resolveX(...)` method for every
/// `Injectable` and `FactoryMethodInjectable` type, and an `injectToX(_:...)` method for every
/// `PropertyInjectable` type (see `Resolver.generated.swift`).
///
/// The `provide` methods are the values the generated code cannot build itself. It refines
/// `Sendable`: a generated method on the main actor may await one that runs off it.
protocol ShopResolver: Resolver, Sendable {
    /// Where the resolver keeps its shared instances (`OrderBook`).
    var sharedInstances: SharedInstanceStore { get }
    func provideGrinder() -> Grinder
    func provideMenu() -> Menu
    func provideStockCount() -> StockCount
    /// Fetched from the shop's server.
    func providePrices() async -> Prices
    /// The ways to pay the shop takes: each is one element of `[any PaymentMethod]`.
    func contributeCard() -> any PaymentMethod
    func contributeCash() -> any PaymentMethod
}

/// A resolver for training days: it refines `ShopResolver`, and its own provider replaces
/// the shop's `Grinder`. Its generated extension holds only the methods that change.
protocol TrainingResolver: ShopResolver {
    func provideTrainingGrinder() -> Grinder
    /// Training days also take vouchers, besides the shop's ways to pay.
    func contributeVoucher() -> any PaymentMethod
}

/// The concrete resolver: it implements the providers, and gets everything else from the
/// generated extension.
struct AppResolver: ShopResolver {
    let grinderModel: String
    let sharedInstances = SharedInstanceStore()

    func provideGrinder() -> Grinder {
        Grinder(model: grinderModel)
    }

    func provideMenu() -> Menu {
        Menu(drinks: ["Espresso", "Flat white", "Cortado"])
    }

    func provideStockCount() -> StockCount {
        StockCount(value: 12)
    }

    func providePrices() async -> Prices {
        Prices(espresso: 2.5)
    }

    func contributeCard() -> any PaymentMethod { CardPayment() }
    func contributeCash() -> any PaymentMethod { CashPayment() }
}

/// The resolver of a training day: the shop's providers, and a grinder for practice.
struct TrainingDayResolver: TrainingResolver {
    let sharedInstances = SharedInstanceStore()
    func provideGrinder() -> Grinder { Grinder(model: "Comandante C40") }
    func provideTrainingGrinder() -> Grinder { Grinder(model: "Hario Skerton") }
    func provideMenu() -> Menu { Menu(drinks: ["Espresso"]) }
    func provideStockCount() -> StockCount { StockCount(value: 3) }
    /// Training days sell nothing.
    func providePrices() async -> Prices { Prices(espresso: 0) }
    func contributeCard() -> any PaymentMethod { CardPayment() }
    func contributeCash() -> any PaymentMethod { CashPayment() }
    func contributeVoucher() -> any PaymentMethod { VoucherPayment() }
}
