import DIKit

/// The resolver of the shop. `dikitgen` extends it with a `resolveX(...)` method for every
/// `Injectable` and `FactoryMethodInjectable` type, and an `injectToX(_:...)` method for every
/// `PropertyInjectable` type (see `Resolver.generated.swift`).
///
/// The `provide` methods are the values the generated code cannot build itself.
protocol ShopResolver: Resolver {
    func provideGrinder() -> Grinder
    func provideMenu() -> Menu
}

/// The concrete resolver: it implements the providers, and gets everything else from the
/// generated extension.
struct AppResolver: ShopResolver {
    let grinderModel: String

    func provideGrinder() -> Grinder {
        Grinder(model: grinderModel)
    }

    func provideMenu() -> Menu {
        Menu(drinks: ["Espresso", "Flat white", "Cortado"])
    }
}
