import DIKit

final class App: AppResolver {
    let sharedInstances = SharedInstanceStore()
}

let app = App()
let signIn = app.resolveSignInScreen()
let ada = signIn.openLogin(User(name: "Ada"))
let grace = signIn.openLogin(User(name: "Grace"))
print("opened logins:", ada.resolveUser().name, grace.resolveUser().name)
print("the app's database in both:", ada.resolveDatabase() === grace.resolveDatabase(), ada.resolveDatabase() === app.resolveDatabase())
let lobby = ada.resolveLobbyScreen()
let game = lobby.startGame(3)
print("a game of the lobby's login:", lobby.user.name, game.round, game.resolveUser().name)
let guest = app.resolveGuestScreen().openLogin(User(name: "Guest"))
print("a login opened through its protocol:", guest.user.name, guest is LoggedInResolverScope)
