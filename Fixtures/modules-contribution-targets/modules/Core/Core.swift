import DIKit

public protocol Clock {
    var name: String { get }
}

/// The resolver every app of this company refines: what is for it reaches them all.
public protocol CoreResolver: Resolver {}

/// For the resolvers that refine `CoreResolver`, in any module that imports Core.
public final class SystemClock: Clock, Injectable, ContributesBinding {
    public typealias BoundType = any Clock
    public typealias ContributedTo = CoreResolver

    public struct Dependency { public init() {} }
    public init(dependency: Dependency) {}

    public var name: String { "system" }
}
