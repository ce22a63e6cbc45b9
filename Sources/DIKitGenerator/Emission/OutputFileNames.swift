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
        let (stem, suffix) = numberPlace(in: name)
        return "\(stem).\(number)\(suffix)"
    }

    /// The number that `numbered(name, number)` gave `candidate`, when it is one of those
    /// names; read without building any of them, to find a run's files among a folder's.
    public static func number(of candidate: String, numbering name: String) -> Int? {
        let (stem, suffix) = numberPlace(in: name)
        guard candidate.hasPrefix(stem), candidate.hasSuffix(suffix) else { return nil }
        let digits = candidate.utf8.dropFirst(stem.utf8.count).dropLast(suffix.utf8.count)
        guard digits.first == UInt8(ascii: "."), let first = digits.dropFirst().first, first != UInt8(ascii: "0") else { return nil }
        var number = 0
        for digit in digits.dropFirst() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit), number <= (Int.max - 9) / 10 else { return nil }
            number = number * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return number
    }

    /// Where a number goes in `name`: between `stem` and `suffix` (`.swift`, or nothing when
    /// the name's last component is not a Swift file's name).
    private static func numberPlace(in name: String) -> (stem: Substring, suffix: String) {
        let suffix = ".swift"
        let lastComponent = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
        guard lastComponent.hasSuffix(suffix), lastComponent.count > suffix.count else { return (Substring(name), "") }
        return (name.dropLast(suffix.count), suffix)
    }
}
