import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
let ada = app.makeLoggedInResolver(user: User(name: "Ada"))
let grace = app.makeLoggedInResolver(user: User(name: "Grace"))
print("one stream per login:", ada.resolveScoreStream() === ada.resolveScoreScreen().stream, ada.resolveScoreStream() !== grace.resolveScoreStream())
print("owners:", ada.resolveScoreStream().owner, grace.resolveScoreStream().owner)
print("the app's screen takes the caller's:", app.resolveScoreScreen(stream: ada.resolveScoreStream()).stream.owner)
