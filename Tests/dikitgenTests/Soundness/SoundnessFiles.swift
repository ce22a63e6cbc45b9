import Foundation

/// A program's files in a batch's directory: `<prefix>/input/` holds what `dikitgen` reads
/// (its types and resolvers); beside it are the harness, the run through generated code, and
/// one generated file per configuration.
struct SoundnessFiles {
    let program: SoundnessProgram
    let directory: URL

    var input: URL { directory.appendingPathComponent("input") }

    /// Writes the program's files under `root`, as they are compiled in `configuration`.
    init(program: SoundnessProgram, root: URL, configuration: CompilerConfiguration) throws {
        self.init(existing: program, root: root)
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try write(program.typesFile(for: configuration).text, to: input.appendingPathComponent(program.typesFileName))
        try write(program.resolverFile, to: input.appendingPathComponent(program.resolverFileName))
        try write(program.harnessFile, to: directory.appendingPathComponent(program.harnessFileName))
        try write(program.wiringFile, to: directory.appendingPathComponent(program.wiringFileName))
        try write(program.generatedRunFile, to: directory.appendingPathComponent(program.generatedRunFileName))
    }

    /// The files of a program written before.
    init(existing program: SoundnessProgram, root: URL) {
        self.program = program
        directory = root.appendingPathComponent(program.prefix)
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    func generatedFile(_ configuration: CompilerConfiguration) -> URL {
        directory.appendingPathComponent(program.generatedFileName(configuration))
    }

    /// The files the generated code is in: `generatedFile`, or the files it is split into
    /// (`SplitOutputChoice`).
    func generatedFiles(_ configuration: CompilerConfiguration) -> (urls: [URL], arguments: [String]) {
        SplitOutputChoice.files(of: generatedFile(configuration), forProgram: program.prefix)
    }

    enum Generation {
        case generated
        /// Exit status 1: the diagnostics.
        case rejected(String)
        /// Any other status, or a signal.
        case crashed(Int32, String)
    }

    /// Runs `dikitgen input --output <generated file> [--output-files <count>]` with the
    /// configuration's settings.
    func generate(in configuration: CompilerConfiguration, extraArguments: [String] = []) throws -> Generation {
        let output = try ProcessRunner.run(
            Paths.dikitgen,
            ["input", "--output", generatedFile(configuration).path, "--no-cache"] + generatedFiles(configuration).arguments
                + configuration.dikitgenArguments + extraArguments,
            in: directory
        )
        switch output.status {
        case 0: return .generated
        case 1: return .rejected(output.standardError)
        default: return .crashed(output.status, output.standardError)
        }
    }

    /// What the build compiles of this program: its sources, the harness, and the generated
    /// code with the run through it when `dikitgen` wrote it.
    func sources(withGenerated: Bool, withWiring: Bool = true, configuration: CompilerConfiguration) -> [String] {
        let always = [
            input.appendingPathComponent(program.typesFileName),
            input.appendingPathComponent(program.resolverFileName),
            directory.appendingPathComponent(program.harnessFileName),
        ]
        let wiring = withWiring ? [directory.appendingPathComponent(program.wiringFileName)] : []
        let generated = withGenerated
            ? generatedFiles(configuration).urls + [directory.appendingPathComponent(program.generatedRunFileName)]
            : []
        return (always + wiring + generated).map(\.path)
    }
}
