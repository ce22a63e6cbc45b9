import DIKit

final class Shop: ShopResolver {
    let sharedInstances = SharedInstanceStore()
    func provideClock() -> Clock { Clock() }
    func provideItems() -> [String] { ["beans", "filters"] }
}

@MainActor func main() throws {
    let shop = Shop()
    let counter = try shop.resolveCounter(name: "Ada")
    print(counter.barista.name, counter.barista.tips, counter.menu.size, counter.menu.title, counter.shelf.items)
    print(counter.barista.roaster === counter.menu.roaster, counter.menu.roaster.clock.now())
    do {
        _ = try shop.resolveBarista(name: "")
    } catch {
        print("closed:", error)
    }
    let order = try shop.resolveOrder(name: "Grace")
    print(order.dependency.barista.name)
}

try MainActor.assumeIsolated { try main() }
