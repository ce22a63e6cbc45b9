import Foundation
import Testing

/// Random programs over every pair of features (`CrossingProgram`), generated module by
/// module, built in every compiler configuration and run: each must print what its features
/// say. CI runs a fixed sample; `make crossings SEED=… COUNT=…` any other, through
/// `DIKITGEN_CROSSINGS_SEED`, `DIKITGEN_CROSSINGS_COUNT` and `DIKITGEN_CROSSINGS_FIRST`, and
/// `KEEP=<directory>` writes each shrunk finding there as a modular fixture.
@Suite struct CrossingTests {
    @Test func randomProgramsCross() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_CROSSINGS_SEED"].flatMap { UInt64($0) } ?? CrossingSample.seed
        let count = environment["DIKITGEN_CROSSINGS_COUNT"].flatMap { Int($0) } ?? CrossingSample.count
        let first = environment["DIKITGEN_CROSSINGS_FIRST"].flatMap { Int($0) } ?? 0
        let report = try CrossingRun(seed: seed, first: first, count: count).run()
        print(report.summary)
        // DIKITGEN_CROSSINGS_KEEP=<directory>: each finding, shrunk, as a modular fixture.
        let keep = environment["DIKITGEN_CROSSINGS_KEEP"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        for finding in report.findings {
            Issue.record(Comment(rawValue: report.text(of: finding)))
            try keep.map { directory in
                try finding.shrunk.writeFixture(to: directory.appendingPathComponent("crossing-\(seed)-\(finding.number)-\(finding.configuration.name)"), configuration: finding.configuration)
            }
        }
    }
}
