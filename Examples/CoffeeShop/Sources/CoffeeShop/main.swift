// Wires the shop through the generated resolver methods and prints what was built.
// Top-level code runs on the main actor.

let resolver = AppResolver(grinderModel: "Comandante C40")

// Injectable, with the call-site parameter `name` and the provided `Grinder`.
let barista = resolver.resolveBarista(name: "Ana")
print(barista.brew("Espresso"))

// FactoryMethodInjectable, from the provided `Menu`.
let board = resolver.resolveMenuBoard()
print("Menu:", board.lines.joined(separator: ", "))

// PropertyInjectable: the screen exists first, then its dependencies are injected. Its
// factory closure makes a barista per order, and its book is the resolver's shared one.
let screen = OrderScreen()
resolver.injectToOrderScreen(screen, tableNumber: 7)
print(screen.order("Flat white", from: "Ben"))
print(screen.order("Cortado", from: "Ana"))
print("Orders in the shop's book:", resolver.resolveOrderBook().orders.count)

// A type nested in `Kitchen`, a generic `Stock<Item>` and a conformance declared in an
// extension, all resolved by the generated methods.
print("Receipt:", resolver.resolveReceipt(temperature: 200).lines.joined(separator: "; "))
print("Oven at", resolver.resolveKitchenOven(temperature: 180).temperature)
print("Timer:", resolver.resolveKitchenTimer(temperature: 190).summary)

// A member signs in: a scope of the shop, made with the member. Each member's scope keeps
// its own stamp card; the order book is the shop's.
let ana = resolver.makeMemberResolver(member: Member(name: "Ana"))
let ben = resolver.makeMemberResolver(member: Member(name: "Ben"))
ana.resolveStampCard().stamp("Espresso")
ana.resolveStampCard().stamp("Cortado")
ben.resolveStampCard().stamp("Flat white")
print("Stamps: Ana \(ana.resolveStampCard().stamps), Ben \(ben.resolveStampCard().stamps);",
      "orders in the shop's book:", resolver.resolveOrderBook().orders.count)

// Every contributed way to pay, collected: the shop's, and on training days a voucher too.
let terminal = resolver.resolvePaymentTerminal()
print("Payment: \(terminal.accepted); \(terminal.pay(with: "card")); \(terminal.pay(with: "voucher"))")
print("Training payment:", TrainingDayResolver().resolvePaymentTerminal().accepted)

// The refined resolver builds baristas with its own grinder, and so does a member's scope of it.
print(TrainingDayResolver().resolveBarista(name: "Cleo").brew("Cortado"))
print(TrainingDayResolver().makeTrainingMemberResolver(member: Member(name: "Dan")).resolveBarista(name: "Dan").brew("Espresso"))

// A main-actor view model, built from an async provider and a throwing initializer: the
// generated method is `@MainActor` and `async throws`, and the till's error reaches here.
let counter = try await resolver.resolveCounterViewModel(name: "Ana")
print(counter.headline)
do {
    _ = try await TrainingDayResolver().resolveCounterViewModel(name: "Cleo")
} catch {
    print("Training day:", error)
}
