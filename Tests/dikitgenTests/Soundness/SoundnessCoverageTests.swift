import Testing

/// The random programs CI checks (`SoundnessTests`).
enum SoundnessSample {
    /// The CI sample: a seed whose first programs have every feature at least three times
    /// (`SoundnessCoverageTests`); about three minutes on two cores.
    static let seed: UInt64 = 0x5EED_D2FC
    static let count = 90
}

/// The CI sample exercises every feature the programs can have, so that a change to the
/// generator of programs cannot quietly stop testing one.
@Suite struct SoundnessCoverageTests {
    /// Every program the generator makes keeps to the rules it relies on.
    @Test func generatedProgramsAreValid() {
        for number in 0..<500 {
            let program = SoundnessProgram(seed: SoundnessSample.seed, number: number)
            #expect(program.invalidity == nil, "P\(number): \(program.invalidity ?? "")")
        }
    }

    /// Each feature with the number of programs of the CI sample that have it.
    static func featureCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        for number in 0..<SoundnessSample.count {
            let program = SoundnessProgram(seed: SoundnessSample.seed, number: number)
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
