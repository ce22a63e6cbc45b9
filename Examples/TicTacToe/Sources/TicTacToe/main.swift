let root = Root()
let loggedOut = root.resolveLoggedOutScreen()

let first = loggedOut.logIn("Ada", "Grace")
first.resolveGameScreen().play(rounds: 3)
print("first login:", first.resolveScoreSheetScreen().summary)

let second = loggedOut.logIn("Alan", "Edsger")
second.resolveGameScreen().play(rounds: 2)
print("second login:", second.resolveScoreSheetScreen().summary)

print("one score stream per login:", first.resolveScoreStream() !== second.resolveScoreStream())
print("one registry for the app:", root.resolvePlayerRegistry().logins.map(\.first))
