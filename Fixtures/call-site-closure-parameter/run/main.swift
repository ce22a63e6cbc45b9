final class App: AppResolver {}

var total = 0
let till = App().resolveTill(makeReceipt: { total += 1; return Receipt(total: total) })
print(till.dependency.checkout.dependency.makeReceipt().total, till.dependency.checkout.dependency.makeReceipt().total)
