import Foundation
import Testing

/// Random DIKit programs, generated with `dikitgen` and built in every compiler
/// configuration, must print what their hand-written wiring prints (see `SoundnessRun`).
/// CI runs a fixed sample; `make soundness SEED=… COUNT=…` runs any other, through
/// `DIKITGEN_SOUNDNESS_SEED` and `DIKITGEN_SOUNDNESS_COUNT` (and `DIKITGEN_SOUNDNESS_FIRST`, the
/// number of the first program, to split a long run).
@Suite struct SoundnessTests {
    @Test func randomProgramsAreSound() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_SOUNDNESS_SEED"].flatMap { UInt64($0) } ?? SoundnessSample.seed
        let count = environment["DIKITGEN_SOUNDNESS_COUNT"].flatMap { Int($0) } ?? SoundnessSample.count
        let first = environment["DIKITGEN_SOUNDNESS_FIRST"].flatMap { Int($0) } ?? 0
        let report = try SoundnessRun(seed: seed, first: first, count: count).run()
        print(report.summary)
        for finding in report.findings {
            Issue.record(Comment(rawValue: report.text(of: finding)))
        }
    }
}
