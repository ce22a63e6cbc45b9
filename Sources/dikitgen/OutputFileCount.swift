import ArgumentParser

/// `--output-files <count>`, of `generate` and `check`: how many files the code is split
/// into (`OutputFileNames` names them after `--output`). The command line's count wins over
/// the `--config` file's `outputFiles`; without either, one file.
struct OutputFileCount: ParsableArguments {
    /// The counts accepted: more files than cores gains nothing, and each file repeats the header and imports.
    static let range = 1...256
    static var maximum: Int { range.upperBound }

    @Option(name: .customLong("output-files"), help: ArgumentHelp(
        "Split the code into this many files, <file> becoming <file-without-.swift>.1.swift and on, so that a build type-checks them on all cores and recompiles only those an edit changed. Needs --output. A method keeps its file as the program changes.",
        valueName: "count"
    ))
    var count: Int?

    func validate() throws {
        if let count, !Self.range.contains(count) {
            throw ValidationError("--output-files must be from 1 to \(Self.maximum), not \(count)")
        }
    }

    /// The count the run uses: the command line's, the configuration file's, or 1.
    func resolved(with options: GenerationOptions) -> Int {
        count ?? options.configuredOutputFileCount ?? 1
    }
}
