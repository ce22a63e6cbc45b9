import Foundation

/// A crossing program as a modular fixture (`ModularFixture`): how a shrunk failure is kept.
extension CrossingProgram {
    /// Writes the program under `directory`: `modules.txt`, each module's sources, `Kit` as a
    /// foreign module, the run and what it prints, and the settings of `configuration` unless
    /// it is Swift 5's. `make goldens` then writes its goldens.
    func writeFixture(to directory: URL, configuration: CompilerConfiguration) throws {
        let present = Set(files.map(\.module))
        let modules = CrossingProgram.modules.filter { $0.name != "Kit" && present.contains($0.name) }
        let list = modules.map { module in
            ([module.name + ":"] + module.dependencies.filter(present.contains)).joined(separator: " ")
                .trimmingCharacters(in: CharacterSet(charactersIn: ":"))
        }
        try write(list.joined(separator: "\n") + "\n", to: directory.appendingPathComponent("modules.txt"))
        for file in files {
            let folder = file.module == "Kit" ? "foreign/Kit" : "modules/\(file.module)"
            try write(file.text, to: directory.appendingPathComponent("\(folder)/\(file.name)"))
        }
        let last = modules.last?.name ?? "App"
        if configuration.name != CompilerConfiguration.swift5.name {
            try write(configuration.dikitgenArguments.joined(separator: "\n") + "\n", to: directory.appendingPathComponent("arguments"))
        }
        let main = "for line in await \(runFunction)() {\n    print(line)\n}\n"
        let runs = [("run", CompilerConfiguration.swift5)] + CompilerConfiguration.all.map { ("run-\($0.name)", $0) }
        let plain = runFile(importsApp: last != "App", in: .swift5)
        for (folder, runConfiguration) in runs {
            let run = runFile(importsApp: last != "App", in: runConfiguration)
            guard folder == "run" || run != plain else { continue }
            try write(run, to: directory.appendingPathComponent("\(folder)/\(runFileName)"))
            try write(main, to: directory.appendingPathComponent("\(folder)/main.swift"))
        }
        try write(expectedLines.joined(separator: "\n") + "\n", to: directory.appendingPathComponent("expected-run-output.txt"))
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
