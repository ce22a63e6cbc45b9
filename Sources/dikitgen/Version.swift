/// The version `dikitgen --version` prints.
enum DikitgenVersion {
    static let current = "0.6.0"
}
