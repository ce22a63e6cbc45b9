import DIKit

protocol Clock {
    var now: Int { get }
}

struct SystemClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    init() {}
    var now: Int { 0 }
}

struct Greeting {
    let text: String
}

struct Banner: InitializerInjectable {
    let clock: any Clock
    let greeting: Greeting
}

protocol AppResolver: Resolver {
    var sharedInstances: SharedInstanceStore { get }
    func provideGreeting() -> Greeting
}

struct App: AppResolver {
    let sharedInstances = SharedInstanceStore()
    func provideGreeting() -> Greeting { Greeting(text: "Hello") }
}

struct FixedClock: Clock {
    var now: Int { 42 }
}

/// Stands in for the app's resolver.
struct LonelyDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock: any Clock = FixedClock()
}

/// Its property's type is written.
struct UntypedDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock: any Clock = FixedClock()
}

/// A store of its own.
struct StorelessDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock: any Clock = FixedClock()
}

/// Replaces the greeting too.
struct HalfDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var clock: any Clock = FixedClock()
    var greeting: Greeting = Greeting(text: "Hi")
}

/// Its clock is written as the resolver binds it.
struct MistypedDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock: any Clock = FixedClock()
}
