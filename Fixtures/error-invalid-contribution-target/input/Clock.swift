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

/// A misspelled resolver, declared nowhere: the fix names the resolver of the nearest name.
struct WallClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = WallResolvr

    var name: String { "wall" }
}

protocol AppResolver: Resolver {}

protocol WallResolver: Resolver {}
