// A module that re-exports the runtime: its dependents need not import DIKit.
@_exported import DIKit

public final class Clock: Injectable, SharedInstance {
    public struct Dependency {
        public init() {}
    }

    public let start = 7

    public init(dependency: Dependency) {}
}
