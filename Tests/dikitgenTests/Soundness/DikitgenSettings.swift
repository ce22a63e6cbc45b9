extension CompilerConfiguration {
    /// Whether `dikitgen` has the options that tell it the compiler's settings
    /// (`--default-isolation`, `--enable-upcoming-feature`, `--swift-version`). Until it has,
    /// the soundness test runs it without them; turning this on is all that is needed then.
    static let dikitgenReadsCompilerSettings = false

    /// What `dikitgen` is told of this configuration, so that its code fits the settings the
    /// code is compiled with.
    var dikitgenSettings: [String] {
        guard Self.dikitgenReadsCompilerSettings else { return [] }
        let isolation = defaultIsolation.map { ["--default-isolation", $0] } ?? []
        // The features that change what generated code must say; `MemberImportVisibility`
        // and `BareSlashRegexLiterals` do not.
        let features = upcomingFeatures
            .filter { $0 == "NonisolatedNonsendingByDefault" || $0 == "InferIsolatedConformances" }
            .flatMap { ["--enable-upcoming-feature", $0] }
        return isolation + features + ["--swift-version", languageMode]
    }
}
