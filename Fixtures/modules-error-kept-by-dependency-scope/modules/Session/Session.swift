import Core
import DIKit

/// The part of the app's resolver that a session hangs from: declared here, with the scope, so
/// that this module's generated code makes sessions.
public protocol SessionParentResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
}

/// A scope declared in a module the app imports.
public protocol SessionResolver: Resolver {
    var app: any SessionParentResolver { get }
    var user: User { get }
    var sharedInstances: SharedInstanceStore { get }
}

/// One per session, though it needs only the app's database: kept by the scope of its module.
public final class Cart: Injectable, SharedInstance, KeptByScope {
    public typealias KeepingScope = SessionResolver
    public struct Dependency {
        public let database: Database

        public init(database: Database) {
            self.database = database
        }
    }

    public let database: Database
    public private(set) var items: [String] = []

    public init(dependency: Dependency) {
        database = dependency.database
    }

    public func add(_ item: String) {
        items.append(item)
    }
}

public struct CartScreen: InitializerInjectable {
    public let user: User
    public let cart: Cart

    public init(user: User, cart: Cart) {
        self.user = user
        self.cart = cart
    }
}
