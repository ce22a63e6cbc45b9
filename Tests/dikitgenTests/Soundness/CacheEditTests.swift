@testable import dikitgen
import Foundation
import Testing

/// The cache changes how fast a run is, never what it prints, whatever the edit between two
/// runs: random programs (`SoundnessProgram`) share one module, then are edited at random,
/// run after run, and every run through the cache must print exactly what a run without it
/// prints (status, code and diagnostics, `--verbose`'s notes included). `DeclarationCacheTests`
/// chooses its edits by hand;
/// these are drawn, so that a shortcut taken on a later run (cached code, re-used parses, or
/// work done again only where an edit reaches) is checked against every kind of program.
///
/// CI runs a fixed sample; `DIKITGEN_CACHE_EDITS_SEED` and `DIKITGEN_CACHE_EDITS_COUNT`
/// choose another.
@Suite struct CacheEditTests {
    static let sampleSeed: UInt64 = 0xCAC4_E0ED
    static let sampleCount = 16

    /// How many programs share the module, and how many edits each case makes. Two: every
    /// resolver resolves every type of its module, so with three programs most runs were
    /// rejected (58 of 84), and little code was compared; with two, most make code (73 of the
    /// sample's 112).
    static let slots = 2
    static let editsPerCase = 6

    /// One edit between two runs.
    enum Edit: CustomStringConvertible {
        /// Another program takes the slot's place, under the same names and files: its
        /// declarations change.
        case redraw(slot: Int, seed: UInt64)
        /// A comment line is put before one line of the slot's types file: its bytes change,
        /// and where its declarations are after that line, but not what they are.
        case touch(slot: Int, line: Int)
        /// One line of the slot's types file is indented by two more spaces: what is on it
        /// moves right, and its declarations stay what they are.
        case indent(slot: Int, line: Int)
        /// One member of a type of the slot (a `Dependency`'s, or a provided type's stored
        /// property) is renamed, the rest of the file kept: one declaration changes.
        case rename(slot: Int, member: Int)
        /// The slot's files are deleted, or written again when they were.
        case toggle(slot: Int)
        /// The next runs are of another compiler configuration.
        case configure(CompilerConfiguration)

        var description: String {
            switch self {
            case .redraw(let slot, let seed): "program \(slot) redrawn with seed \(seed)"
            case .touch(let slot, let line): "a comment put before line \(line) of program \(slot)'s types"
            case .indent(let slot, let line): "line \(line) of program \(slot)'s types indented"
            case .rename(let slot, let member): "member \(member) of program \(slot)'s types renamed"
            case .toggle(let slot): "program \(slot)'s files removed or restored"
            case .configure(let configuration): "configuration \(configuration.name)"
            }
        }
    }

    @Test func aRunThroughTheCachePrintsWhatARunWithoutItPrints() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_CACHE_EDITS_SEED"].flatMap { UInt64($0) } ?? Self.sampleSeed
        let count = environment["DIKITGEN_CACHE_EDITS_COUNT"].flatMap { Int($0) } ?? Self.sampleCount
        var counts = RunCounts()
        for number in 0..<count {
            try Self.check(case: number, seed: seed, counts: &counts)
        }
        // What the runs compared were: mostly code, some rejections (exit status 1).
        print("CacheEditTests: \(count) cases of seed \(seed); \(counts)")
        #expect(counts.byStatus[0, default: 0] > 0, "no run generated code: nothing of the code was compared")
        #expect(counts.cachedWithDiagnostics > 0, "no cached result had diagnostics: none were moved")
    }

    /// Case `number`: the programs written, then edited `editsPerCase` times, with a run
    /// through the cache and one without it after each edit, counted in `counts`.
    static func check(case number: Int, seed: UInt64, counts: inout RunCounts) throws {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        let project = try TemporaryProject(files: [:])
        var module = EditedModule(
            configuration: CompilerConfiguration.all[random.below(CompilerConfiguration.all.count)],
            programs: (0..<slots).map { SoundnessProgram(seed: random.next(), number: $0) }
        )
        try module.writeAll(in: project)
        var edits: [Edit] = []
        for step in 0...editsPerCase {
            if step > 0 {
                let edit = drawEdit(
                    present: module.present, members: module.memberLines.map(\.count), lines: try module.lineCounts(in: project),
                    random: &random
                )
                edits.append(edit)
                try module.apply(edit, in: project)
            }
            // `--verbose` adds notes, which the cache keeps and moves, and lines of its own,
            // which say what the cache did and how long it took: those are left out.
            let arguments = ["Sources", "--verbose"] + module.configuration.dikitgenArguments
            let cached = try project.runDikitgen(arguments + ["--cache-path", "cache"])
            let uncached = try project.runDikitgen(arguments + ["--no-cache"])
            counts.record(uncached: uncached, cached: cached)
            let history = "case \(number) of seed \(seed) (DIKITGEN_CACHE_EDITS_SEED=\(seed)), after: "
                + (edits.isEmpty ? "the first run" : edits.map(\.description).joined(separator: "; "))
            let differences = [
                cached.status == uncached.status ? nil : "status \(cached.status) through the cache, \(uncached.status) without",
                difference("code", cached.standardOutput, uncached.standardOutput),
                difference("diagnostics", diagnostics(cached), diagnostics(uncached)),
            ].compactMap { $0 }
            // A case stops at its first difference: every later run would differ too.
            guard differences.isEmpty else {
                Issue.record(Comment(rawValue: "\(history):\n" + differences.joined(separator: "\n")))
                return
            }
        }
    }

    /// What a run printed on standard error, but for `--verbose`'s account of its phases.
    static func diagnostics(_ output: ProcessOutput) -> String {
        PhaseLines(standardError: output.standardError).diagnostics
    }

    /// How what a run without the cache printed became what a run through it printed, as
    /// `dikitgen check` shows a stale file; nothing when they are the same.
    static func difference(_ what: String, _ cached: String, _ uncached: String) -> String? {
        let diff = UnifiedDiff(oldName: "\(what) without the cache", newName: "\(what) through the cache")
            .render(from: Array(uncached.utf8), to: Array(cached.utf8))
        return diff.isEmpty ? nil : String(decoding: diff, as: UTF8.self)
    }

    /// Mostly edits of declarations and of bytes alone; sometimes a file set or a setting
    /// changes. Programs are toggled back before every slot could be empty. `members`: how
    /// many members each slot's types file has; `lines`: how many lines.
    static func drawEdit(present: [Bool], members: [Int], lines: [Int], random: inout SplitMix64) -> Edit {
        let slot = random.below(slots)
        let roll = random.below(100)
        if roll < 30 { return .redraw(slot: slot, seed: random.next()) }
        if roll < 42, present[slot] { return .touch(slot: slot, line: 1 + random.below(lines[slot])) }
        if roll < 50, present[slot] { return .indent(slot: slot, line: 1 + random.below(lines[slot])) }
        if roll < 70, present[slot], members[slot] > 0 { return .rename(slot: slot, member: random.below(members[slot])) }
        if roll < 85, !present[slot] || present.filter({ $0 }).count > 1 { return .toggle(slot: slot) }
        return .configure(CompilerConfiguration.all[random.below(CompilerConfiguration.all.count)])
    }
}

/// What the runs of the cases compared, for the summary line: that much was code, and that
/// the cache's shortcuts were taken.
struct RunCounts: CustomStringConvertible {
    /// Runs without the cache, by exit status (0: code, 1: rejected).
    var byStatus: [Int32: Int] = [:]
    /// Runs through the cache that took their result (code, or errors) from it
    /// (`--verbose`'s `cached-code=1`).
    var cached = 0
    /// Of those, the ones that printed diagnostics: moved when the edit moved their file.
    var cachedWithDiagnostics = 0

    /// Runs through the cache that regenerated methods in place (`regenerated-methods=N`, N > 0).
    var regenerated = 0

    mutating func record(uncached: ProcessOutput, cached run: ProcessOutput) {
        byStatus[uncached.status, default: 0] += 1
        if RegenerationEditTests.regeneratedMethods(run) > 0 { regenerated += 1 }
        guard run.standardError.contains("cached-code=1") else { return }
        cached += 1
        if !CacheEditTests.diagnostics(run).isEmpty { cachedWithDiagnostics += 1 }
    }

    var description: String {
        "runs by exit status: \(byStatus.sorted { $0.key < $1.key }); results from the cache: \(cached), "
            + "\(cachedWithDiagnostics) of them with diagnostics; regenerated in place: \(regenerated)"
    }
}

/// The module a case edits: its programs, one per slot, written under `Sources/` of a project
/// unless removed, for the compiler configuration of the next runs.
private struct EditedModule {
    var configuration: CompilerConfiguration
    var programs: [SoundnessProgram]
    /// Whether each slot's files are written (not removed).
    var present: [Bool]
    /// The lines of the members of each slot's types file as written, in order: a stored
    /// property's, or an initializer's that takes them as parameters.
    var memberLines: [[Int]]
    /// How many comments the edits added: each one differs from the others.
    private var touches = 0

    init(configuration: CompilerConfiguration, programs: [SoundnessProgram]) {
        self.configuration = configuration
        self.programs = programs
        present = Array(repeating: true, count: programs.count)
        memberLines = Array(repeating: [], count: programs.count)
    }

    mutating func writeAll(in project: borrowing TemporaryProject) throws {
        for slot in programs.indices { try write(slot, in: project) }
    }

    mutating func apply(_ edit: CacheEditTests.Edit, in project: borrowing TemporaryProject) throws {
        switch edit {
        case .redraw(let slot, let seed):
            programs[slot] = SoundnessProgram(seed: seed, number: slot)
            if present[slot] { try write(slot, in: project) }
        case .touch(let slot, let line):
            touches += 1
            let name = typesPath(slot)
            var lines = try Self.lines(of: name, in: project)
            lines.insert("// edit \(touches)", at: line - 1)
            try project.write(lines.joined(separator: "\n"), to: name)
            // The members below it moved down a line.
            memberLines[slot] = memberLines[slot].map { $0 >= line ? $0 + 1 : $0 }
        case .indent(let slot, let line):
            let name = typesPath(slot)
            var lines = try Self.lines(of: name, in: project)
            lines[line - 1] = "  " + lines[line - 1]
            try project.write(lines.joined(separator: "\n"), to: name)
        case .rename(let slot, let member):
            let name = typesPath(slot)
            var lines = try Self.lines(of: name, in: project)
            let line = memberLines[slot][member] - 1
            let renamed = lines[line].replacing(/(let |init\()(\w+):/, maxReplacements: 1) { "\($0.output.1)\($0.output.2)Renamed:" }
            #expect(renamed != lines[line], "no member to rename in \(lines[line])")
            lines[line] = renamed
            try project.write(lines.joined(separator: "\n"), to: name)
        case .toggle(let slot):
            if present[slot] {
                for name in [programs[slot].typesFileName, programs[slot].resolverFileName] {
                    try FileManager.default.removeItem(at: project.url("Sources/\(name)"))
                }
            } else {
                try write(slot, in: project)
            }
            present[slot].toggle()
        case .configure(let other):
            configuration = other
        }
    }

    private func typesPath(_ slot: Int) -> String { "Sources/\(programs[slot].typesFileName)" }

    /// How many lines each slot's types file has (0 when it is removed).
    func lineCounts(in project: borrowing TemporaryProject) throws -> [Int] {
        try programs.indices.map { slot in present[slot] ? try Self.lines(of: typesPath(slot), in: project).count : 0 }
    }

    private static func lines(of name: String, in project: borrowing TemporaryProject) throws -> [String] {
        try project.read(name).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private mutating func write(_ slot: Int, in project: borrowing TemporaryProject) throws {
        let program = programs[slot]
        let typesFile = program.typesFile(for: configuration)
        memberLines[slot] = Set(typesFile.memberLines.values).sorted()
        try project.write(typesFile.text, to: typesPath(slot))
        try project.write(program.resolverFile, to: "Sources/\(program.resolverFileName)")
    }
}
