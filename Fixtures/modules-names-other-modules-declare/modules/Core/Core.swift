import DIKit

public struct Tag: InitializerInjectable {
    public let name = "core tag"

    public init() {}
}
