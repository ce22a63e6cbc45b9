import DIKit

/// A resolver can be a concrete class that conforms to `Resolver` directly.
final class MusicContainer: Resolver {
    func provideAudioEngine() -> AudioEngine {
        AudioEngine()
    }

    /// `class` methods are invisible: this is not a provider.
    class func provideLegacyMixer() -> LegacyMixer {
        LegacyMixer()
    }
}

final class AudioEngine {}

final class LegacyMixer {}
