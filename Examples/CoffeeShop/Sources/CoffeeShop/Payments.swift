import DIKit

/// A way to pay. The resolvers contribute the ones the shop takes
/// (`ShopResolver.contributeCard()`, ...), and what needs them all receives them collected.
protocol PaymentMethod: Sendable {
    var name: String { get }
}

struct CardPayment: PaymentMethod {
    let name = "card"
}

struct CashPayment: PaymentMethod {
    let name = "cash"
}

struct VoucherPayment: PaymentMethod {
    let name = "training voucher"
}

/// Built with its own initializer (`InitializerInjectable`): the resolver collects every
/// contributed `PaymentMethod` into the list, and into the map by each contribution's key.
struct PaymentTerminal: InitializerInjectable {
    let methods: [any PaymentMethod]
    let methodsByKey: [String: any PaymentMethod]

    var accepted: String { methods.map(\.name).joined(separator: ", ") }

    func pay(with key: String) -> String {
        methodsByKey[key].map { "paid by \($0.name)" } ?? "'\(key)' is not taken here"
    }
}
