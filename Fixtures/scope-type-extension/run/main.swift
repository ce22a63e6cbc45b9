import DIKit

final class App: AppResolver {}

let builder: any CartBuilder = App().makeSessionResolver(user: User(name: "Ana"))
print("cart of", builder.buildCart().owner)
print("one cart per session:", builder.buildCart() === builder.buildCart())
