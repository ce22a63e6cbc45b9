import DIKit

/// Top-level structs, classes and enums are read.
struct Library: Injectable {
    struct Dependency {
        let engine: AudioEngine
        let theme: Theme
    }

    /// Nested types are never injectables themselves.
    struct Shelf: Injectable {
        struct Dependency {}

        init(dependency: Dependency) {}
    }

    init(dependency: Dependency) {}
}

final class NowPlaying: Injectable {
    struct Dependency {
        let library: Library
    }

    init(dependency: Dependency) {}
}

enum Theme: Injectable {
    case light, dark

    struct Dependency {}

    init(dependency: Dependency) {
        self = .light
    }
}

/// Neither are types declared in an extension ...
extension Library {
    struct Crate: Injectable {
        struct Dependency {}

        init(dependency: Dependency) {}
    }
}

/// ... nor a conformance added by an extension.
struct Playlist {
    var titles: [String] = []
}

extension Playlist: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}

/// Actors are not read.
actor DownloadQueue: FactoryMethodInjectable {
    struct Dependency {
        let theme: Theme
    }

    static func makeInstance(dependency: Dependency) -> DownloadQueue {
        DownloadQueue()
    }
}

typealias Track = String

let defaultVolume: Double = 0.8

func makeLibraryTitle() -> String {
    "Library"
}
