import DIKit

/// The resolver every app of this company refines. Core itself asks for no collection.
public protocol CoreResolver: Resolver {}

public protocol Banner {
    var text: String { get }
}

public protocol Badge {
    var text: String { get }
}

public struct WelcomeBanner: Banner, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Banner
    public typealias ContributedTo = CoreResolver
    public init() {}
    public var text: String { "welcome" }
}

/// Only Core contributes badges, and only the app asks for them as a map: the app's run
/// collects it, since Core's, which nothing there asks, generates no map (found by a
/// new-user trial, where the app called a map method no module had).
public struct MemberBadge: Badge, InitializerInjectable, ContributesToCollection {
    public typealias CollectionElement = any Badge
    public typealias ContributedTo = CoreResolver
    public init() {}
    public var text: String { "member" }
}
