// Wires the shop through the generated resolver methods and prints what was built.

let resolver = AppResolver(grinderModel: "Comandante C40")

// Injectable, with the call-site parameter `name` and the provided `Grinder`.
let barista = resolver.resolveBarista(name: "Ana")
print(barista.brew("Espresso"))

// FactoryMethodInjectable, from the provided `Menu`.
let board = resolver.resolveMenuBoard()
print("Menu:", board.lines.joined(separator: ", "))

// PropertyInjectable: the screen exists first, then its dependencies are injected.
let screen = OrderScreen()
resolver.injectToOrderScreen(screen, tableNumber: 7, name: "Ben")
print(screen.order("Flat white"))

// A type nested in `Kitchen`, a generic `Stock<Item>` and a conformance declared in an
// extension, all resolved by the generated methods.
print("Receipt:", resolver.resolveReceipt(temperature: 200).lines.joined(separator: "; "))
print("Oven at", resolver.resolveKitchenOven(temperature: 180).temperature)

// The refined resolver builds baristas with its own grinder.
print(TrainingDayResolver().resolveBarista(name: "Cleo").brew("Cortado"))
