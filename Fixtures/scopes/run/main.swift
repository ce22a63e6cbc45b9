import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func providePath() -> String { "app.sqlite" }
}

/// A test's app: another path, the same scopes.
struct TestApp: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func providePath() -> String { "test.sqlite" }
}

/// A test's session, written by hand: another user, the app's instances.
struct PreviewSession: SessionResolver {
    var app: any AppResolver
    var user = User(name: "Preview")
    let sharedInstances = SharedInstanceStore()
}

@MainActor func main() {
    let app = App()
    let ada = app.makeSessionResolver(user: User(name: "Ada"))
    let grace = app.makeSessionResolver(user: User(name: "Grace"))
    let adaCart = ada.resolveCart()
    adaCart.items.append("beans")
    print(ada.resolveCart() === adaCart, grace.resolveCart() === adaCart, ada.resolveDatabase() === grace.resolveDatabase())
    print(ada.resolveGreeter().user.name, grace.resolveGreeter().user.name)
    let checkout = ada.makeCheckoutResolver(order: Order(number: 7))
    let viewModel = checkout.resolveCheckoutViewModel()
    print(viewModel.cart === adaCart, viewModel.order.number, viewModel.database === app.resolveDatabase(), viewModel.cart.items)
    let test = TestApp().makeSessionResolver(user: User(name: "Test"))
    print(test.resolveCart().dependency.database.path, test.resolveDatabase() === app.resolveDatabase())
    let preview = PreviewSession(app: app)
    print(preview.resolveGreeter().user.name, preview.resolveDatabase() === app.resolveDatabase())
}

MainActor.assumeIsolated { main() }
