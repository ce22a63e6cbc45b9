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
