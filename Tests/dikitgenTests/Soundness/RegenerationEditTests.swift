@testable import dikitgen
import Foundation
import Testing

/// Regenerating in place (`CachedRegeneration`) prints what generating the whole program
/// prints: random programs of several files, in a random compiler configuration, edited at
/// random where an edit keeps every
/// file's interface (a `Dependency` property renamed, added or removed, an initializer made
/// throwing or async, a method added) and sometimes where it does not (a type made shared),
/// must print the same status, code and diagnostics through the cache as without it, run
/// after run, and the runs must regenerate in place.
///
/// The programs have no call-site parameters: `--verbose`, which says whether a run
/// regenerated, would otherwise list them as notes, and a result with notes is generated
/// whole. CI runs a fixed sample; `DIKITGEN_REGENERATION_SEED` and
/// `DIKITGEN_REGENERATION_COUNT` choose another.
@Suite struct RegenerationEditTests {
    static let sampleSeed: UInt64 = 0x5EED_12E6
    static let sampleCount = 12
    static let editsPerCase = 8

    @Test func aRegeneratedFileIsTheFileGeneratedWhole() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_REGENERATION_SEED"].flatMap { UInt64($0) } ?? Self.sampleSeed
        let count = environment["DIKITGEN_REGENERATION_COUNT"].flatMap { Int($0) } ?? Self.sampleCount
        var regenerated = 0, runs = 0, generatedCode = 0
        var declines: [String: Int] = [:]
        for number in 0..<count {
            var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
            var program = EditedProgram(random: &random)
            let configuration = CompilerConfiguration.all[random.below(CompilerConfiguration.all.count)]
            let arguments = ["Sources", "--verbose"] + configuration.dikitgenArguments
            let project = try TemporaryProject(files: [:])
            try program.write(in: project)
            var edits: [String] = []
            for step in 0...Self.editsPerCase {
                if step > 0 { edits.append(program.edit(random: &random)) }
                try program.write(in: project)
                let cached = try project.runDikitgen(arguments + ["--cache-path", "cache"])
                let whole = try project.runDikitgen(arguments + ["--no-cache"])
                runs += 1
                if whole.status == 0 { generatedCode += 1 }
                if Self.regeneratedMethods(cached) > 0 { regenerated += 1 }
                for remark in PhaseLines(standardError: cached.standardError).remarks {
                    // The reason, without the file it names.
                    declines[remark.replacing(#/'[^']*': /#, with: ""), default: 0] += 1
                }
                let history = "case \(number) of seed \(seed) (DIKITGEN_REGENERATION_SEED=\(seed)), \(configuration.name), after: "
                    + (edits.isEmpty ? "the first run" : edits.joined(separator: "; "))
                let differences = [
                    cached.status == whole.status ? nil : "status \(cached.status) through the cache, \(whole.status) without",
                    CacheEditTests.difference("code", cached.standardOutput, whole.standardOutput),
                    CacheEditTests.difference("diagnostics", CacheEditTests.diagnostics(cached), CacheEditTests.diagnostics(whole)),
                ].compactMap { $0 }
                guard differences.isEmpty else {
                    Issue.record(Comment(rawValue: "\(history):\n" + differences.joined(separator: "\n")))
                    break
                }
            }
        }
        print("RegenerationEditTests: \(count) cases of seed \(seed); \(runs) runs, \(generatedCode) generated code, "
            + "\(regenerated) regenerated in place; declined: \(declines.sorted { $0.key < $1.key })")
        #expect(regenerated * 3 >= runs, "too few runs regenerated in place: the path was barely compared")
    }

    /// The `regenerated-methods` count of `--verbose`'s `generate` line.
    static func regeneratedMethods(_ output: ProcessOutput) -> Int {
        guard let range = output.standardError.range(of: "regenerated-methods=") else { return 0 }
        return Int(output.standardError[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}

/// A program of injectable types `T0`, `T1`, ... in a few files, each depending only on
/// types before it and on `Clock`, which the resolver provides: nothing is a call-site
/// parameter.
private struct EditedProgram {
    enum Style: CaseIterable {
        case initializer, property, factory
    }

    struct InjectableType {
        var style: Style
        /// Each dependency: its property's name and the index of its type (`nil`: `Clock`).
        var dependencies: [(name: String, type: Int?)]
        var throwing = false
        var isAsync = false
        var isShared = false
        var extraMethods = 0
    }

    var types: [InjectableType] = []
    let fileCount: Int
    /// How many names the edits gave: each new one differs from the others.
    private var names = 0

    init(random: inout SplitMix64) {
        fileCount = 2 + random.below(3)
        for index in 0..<(5 + random.below(10)) {
            let type = InjectableType(style: Style.allCases[random.below(3)], dependencies: [])
            types.append(type)
            for _ in 0..<random.below(4) { types[index].dependencies.append((nextName(), target(before: index, random: &random))) }
        }
    }

    /// A type before `index` that a resolver builds (a property-injectable one it does not:
    /// it would be a call-site parameter), or `nil` for `Clock`.
    private func target(before index: Int, random: inout SplitMix64) -> Int? {
        let candidates = (0..<index).filter { types[$0].style != .property }
        return candidates.isEmpty || random.below(4) == 0 ? nil : candidates[random.below(candidates.count)]
    }

    private mutating func nextName() -> String {
        names += 1
        return "field\(names)"
    }

    /// Makes one edit, and says what it was.
    mutating func edit(random: inout SplitMix64) -> String {
        let index = random.below(types.count)
        var roll = random.below(8)
        // A rename or a removal needs a dependency: without one, a dependency is added.
        if roll <= 1 || roll == 3, types[index].dependencies.isEmpty { roll = 2 }
        switch roll {
        case 0, 1:
            let position = random.below(types[index].dependencies.count)
            types[index].dependencies[position].name = nextName()
            return "a dependency of T\(index) renamed"
        case 2:
            types[index].dependencies.append((nextName(), target(before: index, random: &random)))
            return "a dependency added to T\(index)"
        case 3:
            types[index].dependencies.removeLast()
            return "a dependency of T\(index) removed"
        case 4:
            types[index].throwing.toggle()
            return "T\(index)'s construction made \(types[index].throwing ? "" : "not ")throwing"
        case 5:
            types[index].isAsync.toggle()
            return "T\(index)'s construction made \(types[index].isAsync ? "" : "not ")async"
        case 6:
            types[index].extraMethods += 1
            return "a method added to T\(index)"
        default:
            types[index].isShared.toggle()
            return "T\(index) made \(types[index].isShared ? "" : "not ")shared"
        }
    }

    func write(in project: borrowing TemporaryProject) throws {
        try project.write(
            """
            import DIKit

            struct Clock: Sendable {}

            protocol AppResolver: Resolver {
                func provideClock() -> Clock
            }

            """,
            to: "Sources/Resolver.swift"
        )
        for file in 0..<fileCount {
            var text = "import DIKit\n"
            for index in types.indices where index % fileCount == file { text += "\n" + source(of: index) }
            try project.write(text, to: "Sources/Types\(file).swift")
        }
    }

    private func source(of index: Int) -> String {
        let type = types[index]
        let name = "T\(index)"
        let effects = (type.isAsync ? " async" : "") + (type.throwing ? " throws" : "")
        let shared = type.isShared ? ", SharedInstance" : ""
        var lines: [String] = []
        switch type.style {
        case .initializer: lines.append("final class \(name): Injectable\(shared) {")
        case .property: lines.append("final class \(name): PropertyInjectable\(shared) {")
        case .factory: lines.append("final class \(name): FactoryMethodInjectable\(shared) {")
        }
        lines.append("    struct Dependency {")
        for dependency in type.dependencies {
            lines.append("        let \(dependency.name): \(dependency.type.map { "T\($0)" } ?? "Clock")")
        }
        lines.append("    }")
        switch type.style {
        case .initializer:
            lines.append("    let dependency: Dependency")
            lines.append("    init(dependency: Dependency)\(effects) { self.dependency = dependency }")
        case .property:
            lines.append("    var dependency: Dependency!")
        case .factory:
            lines.append("    let dependency: Dependency")
            lines.append("    private init(dependency: Dependency) { self.dependency = dependency }")
            lines.append("    static func makeInstance(dependency: Dependency)\(effects) -> \(name) { \(name)(dependency: dependency) }")
        }
        for method in 0..<type.extraMethods { lines.append("    func extra\(method)() -> Int { \(method) }") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
