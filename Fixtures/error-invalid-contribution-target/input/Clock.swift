import DIKit

protocol Clock {
    var name: String { get }
}

/// Names the protocol it binds, not a resolver: no resolver would receive it.
struct SystemClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = Clock

    var name: String { "system" }
}

/// A nested type, not an alias.
enum ClockProviders: ContributesProviders {
    struct ContributedTo {}

    static func provideZone() -> String { "UTC" }
}

struct Status: InitializerInjectable {
    let clock: any Clock
    let zone: String
}

protocol Banner {}

/// Anvil's spelling, which is not read: the banner would reach every resolver.
struct ClockBanner: Banner, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Banner
    typealias ContributesTo = AppResolver
}

protocol AppResolver: Resolver {}
