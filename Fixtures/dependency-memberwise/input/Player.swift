import DIKit

final class Feed {
    let title = "daily"
}

struct Speed {
    let factor: Double
}

/// A `Dependency` is exactly what its memberwise initializer takes.
struct EpisodePlayer: Injectable {
    struct Dependency {
        /// Static: not a dependency.
        static let defaultSpeed = 1.0
        let feed: Feed
        /// An initialized `let` is not a parameter of the memberwise initializer.
        let timeout: Int = 30
        let retries = 3
        /// Computed: not a dependency.
        var label: String { "\(feed.title) at \(speed.factor)x" }
        /// Bound (`Speed` has a provider): resolved.
        var speed: Speed = Speed(factor: 1)
        /// Not bound: left to its default.
        var volume: Float = 0.5
        let episode: String
    }

    let summary: String

    init(dependency: Dependency) {
        summary = "\(dependency.episode) of \(dependency.label), volume \(dependency.volume), timeout \(dependency.timeout)"
    }
}

protocol PodcastResolver: Resolver {
    func provideFeed() -> Feed
    func provideSpeed() -> Speed
}
