import DIKit

struct User {
    let name: String
}

protocol AppResolver: Resolver {}

final class App: AppResolver {}

protocol SessionResolver: Resolver {
    var app: App { get }
    var user: User { get }
}

protocol CheckoutResolver: Resolver {
    var session: (any SessionResolver)? { get }
}

protocol GuestResolver: Resolver {
    var app: any AppResolvr { get }
}
