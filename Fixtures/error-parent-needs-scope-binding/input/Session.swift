import DIKit

struct User {
    let name: String
}

struct Greeting {
    let text: String
}

protocol AppResolver: Resolver {
    func provideGreeting(user: User) -> Greeting
}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}
