/// The names of the files generated code is split into (`--output-files`, `outputFiles` in
/// `dikitgen.json`): one file keeps its name; several are numbered from 1 before its
/// `.swift`, `Resolver.generated.swift` becoming `Resolver.generated.1.swift` and on. The
/// plugins name the files they declare by the same rule (`Plugins/Shared`).
public enum OutputFileNames {
    /// The names (or paths) of `count` files written in place of `name`.
    public static func names(splitting name: String, into count: Int) -> [String] {
        guard count > 1 else { return [name] }
        return (1...count).map { numbered(name, $0) }
    }

    /// `name` with `.number` before its `.swift`, or after it when it has none.
    public static func numbered(_ name: String, _ number: Int) -> String {
        let suffix = ".swift"
        let lastComponent = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
        guard lastComponent.hasSuffix(suffix), lastComponent.count > suffix.count else { return "\(name).\(number)" }
        return "\(name.dropLast(suffix.count)).\(number)\(suffix)"
    }
}
