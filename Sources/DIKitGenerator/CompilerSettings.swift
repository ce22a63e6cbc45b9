/// The compiler settings of the module the generated code is compiled into, spelled as the
/// compiler spells them (`-default-isolation`, `-enable-upcoming-feature`, `-swift-version`).
/// They decide where a declaration that says nothing runs, whether awaiting a nonisolated
/// `async` function leaves the caller's actor, and whether a data race is an error: the
/// rules of isolation and sending read them, so that what is reported and what is
/// generated agree with the compiler that builds the module.
public struct CompilerSettings: Hashable, Sendable {
    /// `-default-isolation`: where unannotated declarations of the module run.
    public enum DefaultIsolation: String, Sendable, CaseIterable {
        /// The compiler's default: nowhere in particular.
        case nonisolated
        /// Xcode 26's app targets: on the main actor.
        case mainActor = "MainActor"
    }

    /// An upcoming feature by the name `-enable-upcoming-feature` takes. Any name is kept
    /// (the compiler accepts names it does not know); the ones below change the rules.
    public struct UpcomingFeature: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// SE-0461: a nonisolated `async` function runs on its caller's actor, unless it is
        /// `@concurrent`; awaiting it sends nothing.
        public static let nonisolatedNonsendingByDefault = UpcomingFeature(rawValue: "NonisolatedNonsendingByDefault")
        /// SE-0470: a conformance of an isolated type is isolated too. Implied by
        /// `-default-isolation MainActor`.
        public static let inferIsolatedConformances = UpcomingFeature(rawValue: "InferIsolatedConformances")

        public static func < (lhs: UpcomingFeature, rhs: UpcomingFeature) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `-swift-version`.
    public enum LanguageMode: String, Sendable, CaseIterable {
        /// Minimal concurrency checking: the compiler does not check what is sent.
        case swift5 = "5"
        /// Complete concurrency checking: sending a value that may race is an error.
        case swift6 = "6"
    }

    public var defaultIsolation: DefaultIsolation
    public var upcomingFeatures: Set<UpcomingFeature>
    public var languageMode: LanguageMode

    /// The settings of a package's target with `swift-tools-version: 6` and no other setting.
    public init(defaultIsolation: DefaultIsolation = .nonisolated, upcomingFeatures: Set<UpcomingFeature> = [], languageMode: LanguageMode = .swift6) {
        self.defaultIsolation = defaultIsolation
        self.upcomingFeatures = upcomingFeatures
        self.languageMode = languageMode
    }

    /// Where a declaration runs that says nothing of its isolation and infers none from its
    /// type: on the main actor under `-default-isolation MainActor`, else as the compiler's
    /// default, which generated code need not spell.
    var undeclaredIsolation: Isolation {
        switch defaultIsolation {
        case .nonisolated: .unspecified
        case .mainActor: .globalActor("MainActor")
        }
    }

    /// Whether awaiting a nonisolated `async` function that is not `@concurrent` keeps
    /// the caller's isolation, and so sends nothing.
    var nonisolatedAsyncRunsOnCaller: Bool {
        upcomingFeatures.contains(.nonisolatedNonsendingByDefault)
    }

    /// How a value sent where it may race is reported: an error where the compiler rejects
    /// it (Swift 6 mode), a warning where it says nothing (Swift 5 mode).
    var dataRaceSeverity: Diagnostic.Severity { languageMode == .swift6 ? .error : .warning }
}

/// The compiler settings of each module of the program, which decide where its own
/// declarations run: a declaration that says nothing of its isolation has its module's
/// default, not the generated module's. A dependency module whose settings are not known is
/// taken to be compiled with the generated module's settings.
///
/// A class: every declaration's isolation asks it, and copying a reference is one retain
/// where copying the settings is one per field.
final class ModuleSettings: Sendable {
    let generated: CompilerSettings
    let dependencies: [ModuleName: CompilerSettings]

    init(generated: CompilerSettings, dependencies: [ModuleName: CompilerSettings]) {
        self.generated = generated
        self.dependencies = dependencies
    }

    /// The settings of `module` (`nil`: the generated module).
    func of(_ module: ModuleName?) -> CompilerSettings {
        guard let module else { return generated }
        return dependencies[module] ?? generated
    }

    /// The settings of the module of `file` (`nil`: a declaration that was not read, taken
    /// as the generated module's). Without dependency settings, the file is not asked.
    func of(file: LocatedFile?) -> CompilerSettings {
        guard !dependencies.isEmpty, let file else { return generated }
        return of(file.module)
    }
}
