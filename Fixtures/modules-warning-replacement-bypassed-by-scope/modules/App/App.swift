import DIKit
import Networking

struct User {
    let name: String
}

protocol AppResolver: Resolver {}

/// A session takes the client and the interceptors from the app.
protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}

struct Inbox: InitializerInjectable {
    let user: User
    let client: any APIClient
    let interceptors: [any Interceptor]
}
