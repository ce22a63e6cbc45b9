import DIKit

/// Today's prices, fetched by the resolver: its provider is `async`, so every generated
/// method that needs them is `async` too.
struct Prices {
    let espresso: Double
}

struct TillClosed: Error, CustomStringConvertible {
    var description: String { "the till is closed: no prices today" }
}

/// Its initializer `throws`: `resolveTill()` is `throws`, and so is every generated method
/// that needs a till.
struct Till: Injectable {
    struct Dependency {
        let prices: Prices
    }

    let espressoPrice: Double

    init(dependency: Dependency) throws(TillClosed) {
        guard dependency.prices.espresso > 0 else { throw TillClosed() }
        espressoPrice = dependency.prices.espresso
    }
}

/// The counter's screen model lives on the main actor, so `resolveCounterViewModel(name:)`
/// is `@MainActor`. It awaits the prices, which are fetched off the main actor: that sends
/// the resolver there, which is why `ShopResolver` refines `Sendable`.
@MainActor final class CounterViewModel: Injectable {
    struct Dependency {
        let till: Till
        let barista: Barista
    }

    let headline: String

    init(dependency: Dependency) {
        headline = "\(dependency.barista.name) serves espresso at \(dependency.till.espressoPrice) €"
    }
}
