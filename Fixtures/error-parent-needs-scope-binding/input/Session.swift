import DIKit

struct User {
    let name: String
}

final class Greeting: SharedInstance {
    init(text: String) { self.text = text }
    let text: String
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideGreeting(user: User) -> Greeting
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}
