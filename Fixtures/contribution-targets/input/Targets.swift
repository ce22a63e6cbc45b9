import DIKit

/// Contributions that name the resolver they are for (`ContributedTo`): a resolver receives
/// them when it is that resolver, refines it, or is a scope made from one that does. Two
/// clocks bind one protocol without a conflict, each for its own resolver; the session's
/// banner and greeting are the session's alone, and the app's screen takes the greeting.
protocol Clock {
    var name: String { get }
}

protocol Banner {
    var text: String { get }
}

struct User {
    let name: String
}

struct Greeting {
    let text: String
}

/// For the app, which refines `CoreResolver`, and the app's scopes.
final class SystemClock: Clock, Injectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = CoreResolver

    struct Dependency {}
    init(dependency: Dependency) {}

    var name: String { "system" }
}

/// For the widget only.
struct FrozenClock: Clock, InitializerInjectable, ContributesBinding {
    typealias BoundType = any Clock
    typealias ContributedTo = WidgetResolver

    var name: String { "frozen" }
}

struct AppBanner: Banner, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Banner
    typealias ContributedTo = AppResolver

    var text: String { "app" }
}

/// In the session's collections, after the app's.
struct SessionBanner: Banner, InitializerInjectable, ContributesToCollection {
    typealias CollectionElement = any Banner
    typealias ContributedTo = SessionResolver

    let user: User
    var text: String { "welcome, \(user.name)" }
}

/// Only a session can call it: the app has no `User`.
enum SessionProviders: ContributesProviders {
    typealias ContributedTo = SessionResolver

    static func provideGreeting(user: User, clock: any Clock) -> Greeting {
        Greeting(text: "hello \(user.name), by the \(clock.name) clock")
    }
}

struct SessionScreen: InitializerInjectable {
    let greeting: Greeting
    let banners: [any Banner]
}

struct Status: InitializerInjectable {
    let clock: any Clock
    let banners: [any Banner]
}

protocol CoreResolver: Resolver {}

protocol AppResolver: CoreResolver {}

protocol WidgetResolver: Resolver {}

protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    var user: User { get }
}
