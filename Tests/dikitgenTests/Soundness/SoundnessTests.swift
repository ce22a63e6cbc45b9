import Foundation
import Testing

/// Random DIKit programs, generated with `dikitgen` and built in every compiler
/// configuration, must print what their hand-written wiring prints (see `SoundnessRun`).
/// CI runs a fixed sample; `make soundness SEED=… COUNT=…` runs any other, through
/// `DIKITGEN_SOUNDNESS_SEED` and `DIKITGEN_SOUNDNESS_COUNT` (and `DIKITGEN_SOUNDNESS_FIRST`, the
/// number of the first program, to split a long run).
@Suite struct SoundnessTests {
    /// The CI sample: a seed whose first programs have every feature at least three times
    /// (`SoundnessCoverageTests`); about three minutes on two cores.
    static let sampleSeed: UInt64 = 0x5EED_D2FC
    static let sampleCount = 90

    @Test func randomProgramsAreSound() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["DIKITGEN_SOUNDNESS_SEED"].flatMap { UInt64($0) } ?? Self.sampleSeed
        let count = environment["DIKITGEN_SOUNDNESS_COUNT"].flatMap { Int($0) } ?? Self.sampleCount
        let first = environment["DIKITGEN_SOUNDNESS_FIRST"].flatMap { Int($0) } ?? 0
        let report = try SoundnessRun(seed: seed, first: first, count: count).run()
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

/// The CI sample exercises every feature the programs can have, so that a change to the
/// generator of programs cannot quietly stop testing one.
@Suite struct SoundnessCoverageTests {
    /// Each feature with the number of programs of the CI sample that have it.
    static func featureCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for number in 0..<SoundnessTests.sampleCount {
            let program = SoundnessProgram(seed: SoundnessTests.sampleSeed, number: number)
            for feature in program.features { counts[feature, default: 0] += 1 }
        }
        return counts
    }

    @Test func theSampleCoversEveryFeature() {
        let counts = Self.featureCounts()
        for feature in SoundnessProgram.allFeatures {
            #expect(counts[feature, default: 0] >= 3, "the CI sample has \(counts[feature, default: 0]) programs with \(feature)")
        }
    }
}
