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

/// Stands in for no resolver.
struct LonelyDouble: ResolverDouble {
    var clock: any Clock = FixedClock()
}

/// Its property's type is not written: which binding would it replace?
struct UntypedDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock = FixedClock()
}

/// No store of its own.
struct StorelessDouble: AppResolver, ResolverDouble {
    var app: App = App()
    var clock: any Clock = FixedClock()
}

/// Nothing answers provideGreeting().
struct HalfDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var clock: any Clock = FixedClock()
}

/// Its clock is written as the struct, which nothing binds: the resolver binds 'any Clock'.
struct MistypedDouble: AppResolver, ResolverDouble {
    let sharedInstances = SharedInstanceStore()
    var app: App = App()
    var clock: FixedClock = FixedClock()
}
