import Testing

/// The crossing programs CI checks (`CrossingTests`).
enum CrossingSample {
    /// The CI sample: a seed whose first programs have every pair of features that can meet
    /// (`theSampleHasEveryPair`).
    static let seed: UInt64 = 4817
    static let count = 41
}

/// The crossings test's CI sample has every pair of features that can meet, so that a
/// change to the generator cannot quietly stop a crossing from being tested.
@Suite struct CrossingCoverageTests {
    @Test func theSampleHasEveryPair() {
        var seen: Set<FeaturePair> = []
        for number in 0..<CrossingSample.count {
            seen.formUnion(CrossingProgram(seed: CrossingSample.seed, number: number).pairs)
        }
        let missing = FeaturePair.all.filter { !seen.contains($0) }
        #expect(missing.isEmpty, "the CI sample lacks \(missing.count) pairs: \(missing.map(\.description).joined(separator: "; "))")
    }
}
