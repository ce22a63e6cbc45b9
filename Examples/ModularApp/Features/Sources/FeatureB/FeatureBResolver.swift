import Core
import DIKit

/// The settings feature's resolver. It knows nothing of networking.
public protocol FeatureBResolver: CoreResolver {
    func provideTheme() -> Theme
}

public struct Theme: Sendable, Equatable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
