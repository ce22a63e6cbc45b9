final class Game: GameResolver {
    let sharedInstances = SharedInstanceStore()
}

let game = Game()
let screen = game.resolveGameScreen()
print("one players stream:", screen.players === game.resolveGameScreen().players)
print("clock starts at", screen.players.clock.start)
