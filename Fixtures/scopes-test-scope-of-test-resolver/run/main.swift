import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

final class TestApp: TestResolver {
    let sharedInstances = SharedInstanceStore()
}

let checkout = App().makeSessionResolver(user: User(name: "Ana")).makeCheckoutResolver(order: Order(number: 7))
let screen = checkout.resolvePaymentScreen()
print("checkout:", screen.banners.map(\.text), screen.payment === checkout.resolvePayment())
let testSession = TestApp().makeTestSessionResolver(user: User(name: "Test"))
let given = Payment(dependency: .init(order: Order(number: 1)))
print("test session:", testSession.resolvePaymentScreen(banners: [], payment: given).payment === given)
