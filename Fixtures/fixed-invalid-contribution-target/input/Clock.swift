import DIKit

protocol Clock {
    var name: String { get }
}

/// Names the resolver it is for: the app, and every resolver that refines it.
struct SystemClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = AppResolver

    var name: String { "system" }
}

/// No alias: for every resolver that sees it.
enum ClockProviders: ContributesProviders {
    static func provideZone() -> String { "UTC" }
}

struct Status: InitializerInjectable {
    let clock: any Clock
    let zone: String
}

protocol Banner {}

/// For the app alone.
struct ClockBanner: Banner, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Banner
    typealias ContributedTo = AppResolver
}

/// For the wall display's resolver.
struct WallClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = WallResolver

    var name: String { "wall" }
}

protocol AppResolver: Resolver {}

protocol WallResolver: Resolver {}
