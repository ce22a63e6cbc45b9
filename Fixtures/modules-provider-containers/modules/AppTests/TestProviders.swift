@testable import App
import DIKit
import Networking

/// Replaces Networking's container for this module's resolvers: a fake server.
enum TestProviders: ContributesProviders, ReplacesContribution {
    typealias Replaced = NetworkingProviders

    static func provideServerURL() -> ServerURL {
        ServerURL("https://fake.test")
    }

    static func provideUserAgent() -> String { "tests" }
}

protocol TestResolver: AppResolver {}
