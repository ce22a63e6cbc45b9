import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
let ada = app.makeLoggedInResolver(user: User(name: "Ada"))
let grace = app.makeLoggedInResolver(user: User(name: "Grace"))
print("one stream per login:", ada.resolveScoreStream() === ada.resolveScoreStream())
print("shared across logins:", ada.resolveScoreStream() === grace.resolveScoreStream())
print("one database for the app:", ada.resolveDatabase() === grace.resolveDatabase(), ada.resolveDatabase() === app.resolveDatabase())
print("a login's leaderboard reads its stream:", ada.resolveLeaderboard().stream === ada.resolveScoreStream())
let game = ada.makeGameResolver(round: 1)
let screen = game.resolveGameScreen()
print("a game uses its login's:", screen.stream === ada.resolveScoreStream(), screen.leaderboard === ada.resolveLeaderboard())
print("the app's badge takes the stream it is given:", app.resolveScoreBadge(stream: grace.resolveScoreStream()).stream === grace.resolveScoreStream())
var chat: Chat? = ada.resolveChat()
print("one chat per login while held:", ada.resolveChat() === chat, grace.resolveChat() === chat)
weak let released = chat
chat = nil
print("released when nothing holds it:", released == nil)
