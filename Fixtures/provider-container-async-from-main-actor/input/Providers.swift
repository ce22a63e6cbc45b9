import DIKit

/// Runs on the main actor, so its value may leave it.
@MainActor struct Palette: InitializerInjectable {
    init() {}
    var accent: String { "teal" }
}

struct Theme {
    let accent: String
}

/// A static provider takes only what it is given, not the resolver: awaiting it off the
/// main actor sends `Palette`, which is Sendable, and no resolver. Found by the random
/// programs (soundness seed 5150, program 42), where it was a false `resolver-not-sendable`.
enum ThemeProviders: ContributesProviders {
    static func provideTheme(palette: Palette) async throws -> Theme {
        Theme(accent: await palette.accent)
    }
}

protocol ThemeResolver: Resolver {}
