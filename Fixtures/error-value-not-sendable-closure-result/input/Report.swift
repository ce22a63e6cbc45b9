import DIKit

protocol Formatting {}
struct Token {}

/// Sendable, so its @Sendable closures may take it along; what they await on the main
/// actor must still be Sendable to come back off it.
protocol AppResolver: Resolver, Sendable {
    @MainActor func provideFormatting(token: Token) -> any Formatting
}

final class Report: Injectable {
    struct Dependency {
        let makeFormatting: @Sendable () async -> any Formatting
    }

    init(dependency: Dependency) {}
}
