import Foundation

/// `count` crossing programs from `seed`, from number `first` on, checked in batches in each
/// compiler configuration; each failing program is shrunk to the fewest features that fail
/// the same way.
struct CrossingRun {
    var seed: UInt64
    var first = 0
    var count: Int
    var batchSize = 40
    /// Findings shrunk per failure class and configuration; the others are reported as found.
    var shrunkPerClass = 3

    struct Finding {
        var number: Int
        var configuration: CompilerConfiguration
        var failure: SoundnessFailure
        var shrunk: CrossingProgram
    }

    struct Report {
        var seed: UInt64
        var first: Int
        var count: Int
        var ran: [String: Int] = [:]
        var findings: [Finding] = []
        var seconds = 0.0

        var summary: String {
            var lines = ["crossings: seed \(seed), programs \(first)..<\(first + count), \(String(format: "%.0f", seconds)) s"]
            for configuration in CompilerConfiguration.all {
                lines.append("  \(configuration.name): generated, built and ran as expected \(ran[configuration.name] ?? 0)")
            }
            for failureClass in SoundnessFailureClass.allCases {
                lines.append("  \(failureClass.rawValue): \(findings.filter { $0.failure.failureClass == failureClass }.count)")
            }
            return lines.joined(separator: "\n")
        }

        func text(of finding: Finding) -> String {
            """
            crossing program \(finding.number) of seed \(seed) (DIKITGEN_CROSSINGS_SEED=\(seed)), \
            \(finding.configuration.name): \(finding.failure.failureClass.rawValue)
            \(finding.failure.detail)
            ---- shrunk to: \(finding.shrunk.features.sorted().map(\.rawValue).joined(separator: ", "))
            \(finding.shrunk.listing(in: finding.configuration))
            """
        }
    }

    func run() throws -> Report {
        let start = Date()
        var report = Report(seed: seed, first: first, count: count)
        let programs = (first..<first + count).map { CrossingProgram(seed: seed, number: $0) }
        let batches = CrossingRun.batches(of: programs, size: batchSize)
        let jobs = CompilerConfiguration.all.flatMap { configuration in batches.map { (configuration, $0) } }
        let results = Locked([Result<CrossingBatch.Result, any Error>?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { job in
            let (configuration, batch) = jobs[job]
            let result = Result { try CrossingBatch(programs: batch, configuration: configuration).check() }
            results.withLock { $0[job] = result }
        }
        let checked = results.withLock { $0 }
        for (job, (configuration, batch)) in jobs.enumerated() {
            let result = try checked[job]!.get()
            report.ran[configuration.name, default: 0] += result.ran
            for program in batch {
                guard let failure = result.failures[program.prefix] else { continue }
                let number = Int(program.prefix.dropFirst())!
                let earlier = report.findings.first { $0.number == number && $0.failure.failureClass == failure.failureClass }
                let alike = report.findings.filter { $0.configuration.name == configuration.name && $0.failure.failureClass == failure.failureClass }
                let shrunk = try earlier?.shrunk
                    ?? (alike.count < shrunkPerClass ? shrink(program, in: configuration, failing: failure.failureClass) : program)
                report.findings.append(Finding(number: number, configuration: configuration, failure: failure, shrunk: shrunk))
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    /// The programs in batches of `size`, each with at most one program of unprefixed names.
    static func batches(of programs: [CrossingProgram], size: Int) -> [[CrossingProgram]] {
        let unprefixed = programs.filter { $0.has(.standardNames) }
        let others = programs.filter { !$0.has(.standardNames) }
        var batches = stride(from: 0, to: others.count, by: size).map { Array(others[$0..<min($0 + size, others.count)]) }
        for (index, program) in unprefixed.enumerated() {
            if index < batches.count { batches[index].append(program) } else { batches.append([program]) }
        }
        return batches
    }

    /// The program with features taken away, one at a time, for as long as it fails alike.
    func shrink(_ program: CrossingProgram, in configuration: CompilerConfiguration, failing failureClass: SoundnessFailureClass) throws -> CrossingProgram {
        var smallest = program
        var shrinking = true
        while shrinking {
            shrinking = false
            for feature in smallest.features.sorted() {
                let candidate = smallest.removing(feature)
                guard candidate.features != smallest.features else { continue }
                let result = try CrossingBatch(programs: [candidate], configuration: configuration).check()
                if result.failures[candidate.prefix]?.failureClass == failureClass {
                    smallest = candidate
                    shrinking = true
                    break
                }
            }
        }
        return smallest
    }
}

extension CrossingProgram {
    /// The program's files, each after a line naming its module and file.
    func listing(in configuration: CompilerConfiguration) -> String {
        (files.map { ($0.module, $0.name, $0.text) } + [("AppTests", runFileName, runFile(in: configuration))])
            .map { "// ---- \($0.0)/\($0.1)\n\($0.2)" }.joined()
    }
}
