import Core
import DIKit

/// The widget's resolver does not refine `CoreResolver`: Core's clock is not for it.
public protocol WidgetResolver: Resolver {}

/// Binds `any Clock` for the widget only: no clash with Core's where a resolver sees both.
public struct FrozenClock: Clock, InitializerInjectable, ContributesBinding {
    public typealias BoundType = any Clock
    public typealias ContributedTo = WidgetResolver

    public init() {}
    public var name: String { "frozen" }
}

public struct Status: InitializerInjectable {
    public let clock: any Clock
    public init(clock: any Clock) { self.clock = clock }
}
