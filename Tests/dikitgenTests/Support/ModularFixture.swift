import Foundation
import Testing

/// A golden case of several modules, under `Fixtures/<name>/`, generated and built module by
/// module as the plugin does it:
/// - `modules.txt`: one module a line, in build order, each with the modules it depends on,
///   directly or not: `App: Core Feature`;
/// - `modules/<Module>/`: each module's sources;
/// - `foreign/<Module>/` (optional): modules that are built first, and that dikitgen is not
///   given: a framework the modules import, as Swift Testing or a server framework is;
/// - `arguments` (optional): more command-line arguments for every module's run;
/// - `expected/<Module>.generated.swift`: what `dikitgen modules/<Module> --module <Module>
///   --dependency <D>=modules/<D>...` prints for each module, when it succeeds, and
///   `expected/<Module>.diagnostics.txt` what it prints on standard error, when anything;
/// - `run/main.swift` (optional), with `expected-run-output.txt`: the program built with the
///   last module, its output; `run-<configuration>/` (optional) replaces `run/` in that
///   compiler configuration, where its code must be written otherwise (a conformance isolated
///   to the main actor under Xcode 26's settings).
///
/// `make goldens` (Scripts/update-goldens.sh) rewrites the expected files.
struct ModularFixture: CustomTestStringConvertible, Sendable {
    struct Module: Sendable {
        var name: String
        var dependencies: [String]
    }

    var name: String

    var directory: URL { Paths.fixtures.appendingPathComponent(name) }

    var modules: [Module] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("modules.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return Module(
                name: parts[0].trimmingCharacters(in: .whitespaces),
                dependencies: parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
            )
        }
    }

    var extraArguments: [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("arguments"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// The arguments of `module`'s run from its sources, as the plugin passes them.
    func arguments(of module: Module) -> [String] {
        ["modules/\(module.name)", "--module", module.name, "--no-cache"]
            + module.dependencies.flatMap { ["--dependency", "\($0)=modules/\($0)"] } + extraArguments
    }

    /// The modules dikitgen is not given, sorted.
    var foreignModules: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("foreign").path)) ?? []).sorted()
    }

    /// The run's sources in `configuration`.
    func runDirectory(in configuration: CompilerConfiguration) -> URL {
        let own = directory.appendingPathComponent("run-\(configuration.name)")
        return FileManager.default.fileExists(atPath: own.path) ? own : directory.appendingPathComponent("run")
    }

    func sources(of module: String) -> [String] {
        Paths.swiftFiles(under: directory.appendingPathComponent("modules/\(module)"))
    }

    func expectedOutputURL(of module: String) -> URL { directory.appendingPathComponent("expected/\(module).generated.swift") }

    func expectedOutput(of module: String) -> String? { try? String(contentsOf: expectedOutputURL(of: module), encoding: .utf8) }

    func expectedDiagnostics(of module: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent("expected/\(module).diagnostics.txt"), encoding: .utf8)) ?? ""
    }

    var testDescription: String { name }

    /// The compiler configurations its goldens are for, as for a one-module fixture.
    var configurations: [CompilerConfiguration] {
        let arguments = extraArguments
        let named = arguments.filter { $0.hasPrefix("--default-isolation") || $0.hasPrefix("--enable-upcoming-feature") || $0.hasPrefix("--swift-version") }
        guard !named.isEmpty else { return CompilerConfiguration.all }
        return CompilerConfiguration.all.filter { $0.agrees(withDikitgenArguments: ["input"] + arguments) }
    }

    static let all: [ModularFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Paths.fixtures.path)) ?? []
        return names.sorted().map { ModularFixture(name: $0) }.filter {
            FileManager.default.fileExists(atPath: $0.directory.appendingPathComponent("modules.txt").path)
        }
    }()
}
