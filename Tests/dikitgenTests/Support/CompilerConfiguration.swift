import Testing

/// A way user code is compiled, in which every golden output must typecheck with its inputs.
///
/// A fixture whose input cannot compile in one of them says so in a file
/// `not-under-<name>` holding the reason (see `Fixture.reasonNotToCompile(under:)`).
struct CompilerConfiguration: CustomTestStringConvertible, Sendable {
    /// Names the configuration in test output and in the fixtures' `not-under-<name>` files.
    var name: String
    var languageMode: String
    /// `-default-isolation`, when not the compiler's default (`nonisolated`).
    var defaultIsolation: String?
    var upcomingFeatures: [String] = []

    var testDescription: String { name }

    /// What `swiftc` is given besides the files.
    var flags: [String] {
        ["-swift-version", languageMode]
            + (defaultIsolation.map { ["-default-isolation", $0] } ?? [])
            + upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
    }

    /// Swift 5 language mode, minimal concurrency checking; `/.../` is a regex literal, as
    /// some inputs write it.
    static let swift5 = CompilerConfiguration(name: "swift-5", languageMode: "5", upcomingFeatures: ["BareSlashRegexLiterals"])

    /// Swift 6 language mode, which implies complete concurrency checking.
    static let swift6 = CompilerConfiguration(name: "swift-6", languageMode: "6")

    /// What Xcode 26's app template sets for concurrency (`SWIFT_DEFAULT_ACTOR_ISOLATION =
    /// MainActor`, `SWIFT_APPROACHABLE_CONCURRENCY = YES`,
    /// `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES`), in Swift 6 language mode.
    ///
    /// The template's own language mode is Swift 5, whose minimal checking reports as
    /// warnings what Swift 6 reports as errors; the other upcoming features that Approachable
    /// Concurrency turns on are part of Swift 6. `-default-isolation MainActor` implies
    /// `InferIsolatedConformances`, named all the same to say what is meant. The runtime
    /// module is built without these settings, as a package dependency is.
    static let xcode26 = CompilerConfiguration(
        name: "xcode-26-settings",
        languageMode: "6",
        defaultIsolation: "MainActor",
        upcomingFeatures: ["InferIsolatedConformances", "NonisolatedNonsendingByDefault", "MemberImportVisibility"]
    )

    static let all = [swift5, swift6, xcode26]

    /// What `dikitgen` is told of this configuration: the settings it reads, as it spells them.
    var dikitgenArguments: [String] {
        ["--swift-version", languageMode]
            + (defaultIsolation.map { ["--default-isolation", $0] } ?? [])
            + upcomingFeatures.filter(CompilerConfiguration.featuresDikitgenReads.contains).flatMap { ["--enable-upcoming-feature", $0] }
    }

    /// The settings as a `dikitgen.json` says them.
    var configurationFile: String {
        let features = upcomingFeatures.filter(CompilerConfiguration.featuresDikitgenReads.contains).sorted().map { "\"\($0)\"" }
        return """
            { "swiftVersion": "\(languageMode)", "defaultIsolation": "\(defaultIsolation ?? "nonisolated")", \
            "upcomingFeatures": [\(features.joined(separator: ", "))] }
            """
    }

    /// The upcoming features that change dikitgen's rules or output.
    static let featuresDikitgenReads: Set = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]

    /// Whether `arguments` (a dikitgen command line) say what this configuration is: the
    /// same default isolation and the same features that dikitgen reads, and the same
    /// language mode when they name one.
    func agrees(withDikitgenArguments arguments: [String]) -> Bool {
        func values(of option: String, in arguments: [String]) -> [String] {
            zip(arguments, arguments.dropFirst()).filter { $0.0 == option }.map(\.1)
        }
        let own = dikitgenArguments
        return values(of: "--default-isolation", in: arguments).last ?? "nonisolated" == values(of: "--default-isolation", in: own).last ?? "nonisolated"
            && Set(values(of: "--enable-upcoming-feature", in: arguments)).intersection(CompilerConfiguration.featuresDikitgenReads)
                == Set(values(of: "--enable-upcoming-feature", in: own))
            && (values(of: "--swift-version", in: arguments).last.map { $0 == languageMode } ?? true)
    }
}
