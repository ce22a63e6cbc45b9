/// The version `dikitgen --version` prints, and where the project lives.
enum DikitgenVersion {
    static let current = "0.6.0"
    /// The project's repository: the README's package URL, and SARIF's `informationUri`.
    static let repository = "https://github.com/dikitgen/dikitgen"
}
