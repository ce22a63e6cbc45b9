import Core
import DIKit
import Session

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
let ada = app.makeSessionResolver(user: User(name: "Ada"))
let grace = app.makeSessionResolver(user: User(name: "Grace"))
ada.resolveCartScreen().cart.add("tea")
ada.resolveCartScreen().cart.add("cake")
grace.resolveCartScreen().cart.add("coffee")
print("Ada's cart:", ada.resolveCart().items)
print("Grace's cart:", grace.resolveCart().items)
print("one cart per session:", ada.resolveCart() !== grace.resolveCart())
print("one database for the app:", ada.resolveCart().database === grace.resolveCart().database, ada.resolveCart().database === app.resolveDatabase())
let receipt = app.resolveReceipt(cart: ada.resolveCart())
print("the receipt's cart is the session's:", receipt.cart === ada.resolveCart())
