import Foundation

/// `count` random programs from `seed`, from number `first` on, checked in batches in each
/// compiler configuration (a long run can be made of several, each a range of numbers);
/// each failing program is shrunk to a smallest one that fails the same way.
struct SoundnessRun {
    var seed: UInt64
    var first = 0
    var count: Int
    /// Programs per `swiftc` run: start-up and the runtime's loading are paid once per batch.
    var batchSize = 30
    /// Findings shrunk per failure class and configuration; the others are reported as found.
    var shrunkPerClass = 3

    /// A program that fails, shrunk.
    struct Finding {
        var number: Int
        var configuration: CompilerConfiguration
        var failure: SoundnessFailure
        var shrunk: SoundnessProgram
    }

    struct Report {
        var seed: UInt64
        var first: Int
        var count: Int
        var built: [String: Int] = [:]
        var ran: [String: Int] = [:]
        var rejectedAlike: [String: Int] = [:]
        var findings: [Finding] = []
        var seconds = 0.0

        var summary: String {
            var lines = ["soundness: seed \(seed), programs \(first)..<\(first + count), \(String(format: "%.0f", seconds)) s"]
            for configuration in CompilerConfiguration.all {
                lines.append(
                    "  \(configuration.name): generated code built \(built[configuration.name] ?? 0), ran as expected \(ran[configuration.name] ?? 0), "
                        + "rejected by dikitgen and Swift alike \(rejectedAlike[configuration.name] ?? 0)"
                )
            }
            for failureClass in SoundnessFailureClass.allCases {
                let found = findings.filter { $0.failure.failureClass == failureClass }
                lines.append("  \(failureClass.rawValue): \(found.count)")
            }
            return lines.joined(separator: "\n")
        }

        func text(of finding: Finding) -> String {
                """
                program \(finding.number) of seed \(seed) (DIKITGEN_SOUNDNESS_SEED=\(seed)), \
                \(finding.configuration.name): \(finding.failure.failureClass.rawValue)
                \(finding.failure.detail)
                ---- shrunk to:
                \(finding.shrunk.listing(for: finding.configuration))
                """
        }
    }

    func run() throws -> Report {
        let start = Date()
        var report = Report(seed: seed, first: first, count: count)
        let programs = (first..<first + count).map { SoundnessProgram(seed: seed, number: $0) }
        let batches = stride(from: 0, to: programs.count, by: batchSize).map { Array(programs[$0..<min($0 + batchSize, programs.count)]) }
        let jobs = CompilerConfiguration.all.flatMap { configuration in batches.map { (configuration, $0) } }
        // A batch's `swiftc` keeps about one core busy: as many batches run at once as there
        // are cores. Findings are then gathered in order, so the report does not depend on
        // which batch finished first.
        let results = Locked([Result<SoundnessBatch.Result, any Error>?](repeating: nil, count: jobs.count))
        DispatchQueue.concurrentPerform(iterations: jobs.count) { job in
            let (configuration, batch) = jobs[job]
            let result = Result { try SoundnessBatch(programs: batch, configuration: configuration).check() }
            results.withLock { $0[job] = result }
        }
        let checked = results.withLock { $0 }
        for (job, (configuration, batch)) in jobs.enumerated() {
            let result = try checked[job]!.get()
            report.built[configuration.name, default: 0] += result.built
            report.ran[configuration.name, default: 0] += result.ran
            report.rejectedAlike[configuration.name, default: 0] += result.rejectedAlike
            for program in batch {
                guard let failure = result.failures[program.prefix] else { continue }
                // A program that failed so in an earlier configuration is shrunk once, and
                // only the first few of a class in a configuration: shrinking builds a
                // program per attempt, and one class is often one bug.
                let earlier = report.findings.first { $0.number == number(of: program) && $0.failure.failureClass == failure.failureClass }
                let alike = report.findings.filter { $0.configuration.name == configuration.name && $0.failure.failureClass == failure.failureClass }
                let shrunk = try earlier?.shrunk
                    ?? (alike.count < shrunkPerClass ? SoundnessShrinker(configuration: configuration, failureClass: failure.failureClass).shrink(program) : program)
                report.findings.append(Finding(number: number(of: program), configuration: configuration, failure: failure, shrunk: shrunk))
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    private func number(of program: SoundnessProgram) -> Int {
        Int(program.prefix.dropFirst())!
    }
}

extension SoundnessProgram {
    /// The program's files in `configuration`, each after a line naming it.
    func listing(for configuration: CompilerConfiguration) -> String {
        [
            (typesFileName, typesFile(for: configuration).text), (resolverFileName, resolverFile),
            (harnessFileName, harnessFile), (wiringFileName, wiringFile), (generatedRunFileName, generatedRunFile),
        ].map { "// ---- \($0.0)\n\($0.1)" }.joined()
    }
}
