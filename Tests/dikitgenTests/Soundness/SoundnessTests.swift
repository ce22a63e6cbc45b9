import Foundation
import Testing

/// Random DIKit programs, generated with `dikitgen` and built in every compiler
/// configuration, must print what their hand-written wiring prints (see `SoundnessRun`).
/// CI runs a fixed sample; `make soundness SEED=… COUNT=…` runs any other, through
/// `DIKITGEN_SOUNDNESS_SEED` and `DIKITGEN_SOUNDNESS_COUNT`.
@Suite struct SoundnessTests {
    /// The CI sample: about three minutes on two shared cores (30 programs took 107 s).
    static let sampleSeed: UInt64 = 0x5EED_D1C1
    static let sampleCount = 45

    @Test func randomProgramsAreSound() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_SOUNDNESS_SEED"].flatMap { UInt64($0) } ?? Self.sampleSeed
        let count = environment["DIKITGEN_SOUNDNESS_COUNT"].flatMap { Int($0) } ?? Self.sampleCount
        let report = try SoundnessRun(seed: seed, count: count).run()
        print(report.summary)
        for finding in report.findings {
            Issue.record(Comment(rawValue: report.text(of: finding)))
        }
    }

    /// Every program the generator makes keeps to the rules it relies on.
    @Test func generatedProgramsAreValid() {
        for number in 0..<500 {
            let program = SoundnessProgram(seed: Self.sampleSeed, number: number)
            #expect(program.invalidity == nil, "P\(number): \(program.invalidity ?? "")")
        }
    }
}
