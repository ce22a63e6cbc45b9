import DIKit
import Feature
import Networking

/// The app's own providers, in a container too; its resolver refines the feature's alone.
enum AppProviders: ContributesProviders {
    @MainActor static func provideGreeting() -> Greeting {
        Greeting(text: "hello")
    }
}

struct Greeting {
    let text: String
}

protocol AppResolver: FeatureResolver {}
