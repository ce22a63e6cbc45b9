struct App: AppResolver {
    func provideClock() -> Clock { Clock(now: "app time") }
}

struct Preview: PreviewResolver {
    func provideClock() -> Clock { Clock(now: "preview time") }
    func provideBanner() -> Banner { Banner(text: "preview") }
}

struct Test: TestResolver {
    func provideClock() -> Clock { Clock(now: "test time") }
}

print(App().resolveScreen().dependency.store.value.clock.now)
print(Preview().resolveScreen().dependency.makeReceipt().store.clock.now)
print(Preview().resolveBanner().text)
print(Test().resolveScreen().dependency.store.value.clock.now)
print(Test().resolveScreen().dependency.makeReceipt().store.clock.now)
let order = Test().resolveOrder(id: 7, amount: 2.5)
print(order.dependency.id, order.dependency.makePayment().dependency.amount, order.dependency.makePayment().dependency.makeOrder().dependency.id)
