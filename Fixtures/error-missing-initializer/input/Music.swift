import DIKit

protocol MusicResolver: Resolver {
    func provideAudioSession() -> AudioSession
}

final class AudioSession {}

/// The initializer has another label.
struct Mixer: Injectable {
    struct Dependency {
        let session: AudioSession
    }

    init(settings: Dependency) {}
}

/// An initializer in an extension is not seen.
struct Equalizer: Injectable {
    struct Dependency {
        let session: AudioSession
    }
}

extension Equalizer {
    init(dependency: Dependency) {}
}

/// Nor is the memberwise initializer.
struct Metronome: Injectable {
    struct Dependency {}

    var dependency: Dependency
}
