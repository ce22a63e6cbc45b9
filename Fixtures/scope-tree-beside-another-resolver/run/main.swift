import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func contributeFreeShipping() -> any Banner { FreeShipping() }
}

final class Widget: WidgetResolver {
    let sharedInstances = SharedInstanceStore()
}

@MainActor func main() {
    let app = App()
    let ada = app.makeSessionResolver(user: User(name: "Ada"))
    let widget = Widget()
    print(ada.resolveCart() === ada.resolveCart(), ada.resolveCartBadge().cart.owner)
    print(ada.resolveBannerStrip().banners.map(\.text), widget.resolveBannerStrip(banners: []).banners.count)
    print(widget.resolveDatabase() === widget.resolveDatabase(), widget.resolveCartBadge(cart: ada.resolveCart()).cart.owner)
}

main()
