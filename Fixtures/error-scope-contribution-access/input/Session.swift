import DIKit

public struct Badge {
    let text: String
}

public protocol AppResolver: Resolver {}

/// Public: the type generated for it is public, and must conform with public methods.
public protocol SessionResolver: Resolver {
    var app: any AppResolver { get }
    func contributeGuest() -> Badge
}

extension SessionResolver {
    func contributeGuest() -> Badge { Badge(text: "guest") }
}
