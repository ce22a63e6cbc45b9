import DIKit

struct User {
    let name: String
}

struct Greeting: InitializerInjectable {
    let user: User
}

protocol AppResolver: Resolver {}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}
