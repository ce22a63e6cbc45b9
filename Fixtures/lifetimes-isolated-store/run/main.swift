import DIKit

final class App: AppResolver {
    let sharedInstances = IsolatedInstanceStore()
    func providePath() -> String { "app.sqlite" }
}

let app = App()
let catalog = await app.resolveCatalog()
print(catalog === (await app.resolveCatalog()), catalog.database === app.resolveDatabase(), catalog.database.path)
var screen: Screen? = await app.resolveScreen()
print(screen === (await app.resolveScreen()))
weak var watched = screen
screen = nil
print(watched == nil ? "released" : "kept alive")
let ada = app.makeSessionResolver(user: User(name: "Ada"))
let grace = app.makeSessionResolver(user: User(name: "Grace"))
print(ada.resolveCart() === ada.resolveCart(), ada.resolveCart() === grace.resolveCart(), grace.resolveCart().dependency.user.name)
print(ada.resolveDatabase() === app.resolveDatabase())
app.sharedInstances.remove(Database.self)
print(app.resolveDatabase() === catalog.database)
