import DIKit

/// Only instance properties with a written type are dependencies, in source order.
struct EpisodePlayer: Injectable {
    struct Dependency {
        /// Static: skipped.
        static let defaultSpeed: Double = 1.0
        let feed: Feed
        /// No written type: skipped (the memberwise initializer has a default).
        var retries = 3
        let speed: Double
        /// No written type: skipped.
        let source = "rss"
        /// `Downloads?` is not the text `Downloads`, so it is a parameter.
        let offlineCopies: Downloads?
        weak var delegate: PlayerDelegate?
        var volume: Float {
            didSet { print("volume", volume) }
        }
        let chapters: [String: Double]
        let cache: Downloads
    }

    init(dependency: Dependency) {}
}
