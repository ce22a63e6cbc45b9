import DIKit

final class Shop: ShopResolver {
    private var made = 0

    func provideTransaction() -> Transaction {
        made += 1
        return Transaction(id: made)
    }
}

let ada = Shop().makeCustomerResolver(customer: "Ada")
let first = ada.resolveReceipt()
let second = ada.resolveReceipt()
print("receipt of", first.customer, "transaction", first.transaction.id, "ledger's", first.ledger.transaction.id)
print("one transaction in a receipt:", first.ledger.transaction === first.transaction)
print("a new one next time:", second.transaction.id, second.ledger.transaction === second.transaction)
