@testable import dikitgen
import Testing

/// The unified diff `check` prints: the exact text `diff -u --label a/f --label b/f` prints
/// for the same files, and a shortest edit script on random inputs.
@Suite struct UnifiedDiffTests {
    private let diff = UnifiedDiff(oldName: "a/f", newName: "b/f")

    private static func numbered(_ range: ClosedRange<Int>, replacing replacements: [Int: String] = [:]) -> String {
        range.map { replacements[$0] ?? "\($0)" }.map { $0 + "\n" }.joined()
    }

    @Test func equalTextsGiveNothing() {
        #expect(diff.render(from: "", to: "") == "")
        #expect(diff.render(from: "a\nb\n", to: "a\nb\n") == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        #expect(diff.render(from: Self.numbered(1...10), to: Self.numbered(1...10, replacing: [5: "five"])) == """
            --- a/f
            +++ b/f
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8

            """)
    }

    @Test func aMissingFileDiffsAgainstEmpty() {
        #expect(diff.render(from: "", to: "x\ny\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+x\n+y\n")
        #expect(diff.render(from: "x\ny\n", to: "") == "--- a/f\n+++ b/f\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    }

    @Test func aLastLineWithoutNewlineIsMarked() {
        #expect(diff.render(from: "stale", to: "fresh\n") == """
            --- a/f
            +++ b/f
            @@ -1 +1 @@
            -stale
            \\ No newline at end of file
            +fresh

            """)
        // Only the newline differs: still a change, as for `diff`.
        #expect(diff.render(from: "same", to: "same\n") == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-same\n\\ No newline at end of file\n+same\n")
    }

    @Test func linesAreComparedAsBytes() {
        // `\r\n` is one Character, but `\n` ends the line.
        #expect(diff.render(from: "a\r\nb\r\n", to: "a\r\nc\r\n") == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
        // Canonically equivalent, so equal as Strings, but different bytes.
        #expect(diff.render(from: "caf\u{E9}\n", to: "cafe\u{301}\n") == "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    @Test func bytesThatAreNotUTF8AreCopiedAsTheyAre() {
        let old: [UInt8] = [0x61, 0x0A, 0xFF, 0xFE, 0x0A]
        let new = Array("a\nb\n".utf8)
        #expect(diff.render(from: old, to: new) == Array("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-".utf8) + [0xFF, 0xFE, 0x0A] + Array("+b\n".utf8))
    }

    @Test func changesMoreThanSixLinesApartGetTwoHunks() {
        #expect(diff.render(from: Self.numbered(1...20), to: Self.numbered(1...20, replacing: [2: "two", 18: "eighteen"])) == """
            --- a/f
            +++ b/f
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -15,6 +15,6 @@
             15
             16
             17
            -18
            +eighteen
             19
             20

            """)
        let apart = diff.render(from: Self.numbered(1...20), to: Self.numbered(1...20, replacing: [5: "five", 13: "thirteen"]))
        #expect(apart.components(separatedBy: "@@ -").count == 3)
    }

    @Test func changesSixLinesApartShareAHunk() {
        let text = diff.render(from: Self.numbered(1...20), to: Self.numbered(1...20, replacing: [5: "five", 12: "twelve"]))
        #expect(text.hasPrefix("--- a/f\n+++ b/f\n@@ -2,14 +2,14 @@\n 2\n 3\n 4\n-5\n+five\n 6\n"))
        #expect(text.components(separatedBy: "@@ -").count == 2)
    }

    @Test func deletionsComeBeforeInsertions() {
        #expect(diff.render(from: "a\nb\nc\n", to: "x\ny\nc\n") == "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n-a\n-b\n+x\n+y\n c\n")
    }

    @Test func insertionsAtBothEnds() {
        #expect(diff.render(from: "m\n", to: "a\nm\nz\n") == "--- a/f\n+++ b/f\n@@ -1 +1,3 @@\n+a\n m\n+z\n")
    }

    // MARK: - Edit script

    /// On random texts over a small alphabet (many repeats, so many candidate scripts), the
    /// script turns old into new and is as short as the LCS says it can be.
    @Test func editScriptIsAShortestOne() {
        var random = TestRandom(seed: 0x5EED)
        for _ in 0..<500 {
            let old = (0..<random.below(25)).map { _ in random.below(4) }
            let new = (0..<random.below(25)).map { _ in random.below(4) }
            let script = EditScript(from: old, to: new)
            var oldNext = 0, newNext = 0
            for edit in script.edits {
                switch edit {
                case .keep(let oldIndex, let newIndex):
                    #expect(oldIndex == oldNext && newIndex == newNext && old[oldIndex] == new[newIndex])
                    oldNext += 1
                    newNext += 1
                case .delete(let oldIndex):
                    #expect(oldIndex == oldNext)
                    oldNext += 1
                case .insert(let newIndex):
                    #expect(newIndex == newNext)
                    newNext += 1
                }
            }
            #expect(oldNext == old.count && newNext == new.count)
            let changes = script.edits.count { $0.isChange }
            #expect(changes == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    @Test func aHugeDifferenceFallsBackToReplacingEverything() {
        let count = EditScript.maximumSearchedDifferences
        let old = Array(0..<count)
        let new = Array(count..<(2 * count))
        let script = EditScript(from: old, to: new)
        #expect(script.edits == old.indices.map { .delete(oldIndex: $0) } + new.indices.map { .insert(newIndex: $0) })
    }

    /// The change found must be exactly the one made, and found without a quadratic search:
    /// that would compare 4·10¹⁰ pairs, minutes where the diff takes a fraction of a second.
    /// The time is taken around the diff alone. A `.timeLimit` would also count the time the
    /// test waits for a thread while long tests hold both of the machine's, and that once
    /// passed a minute in CI.
    @Test func aSmallChangeInALargeTextIsFoundAlone() {
        let old = Array(0..<200_000)
        var new = old
        new[100_000] = -1
        let clock = ContinuousClock()
        let start = clock.now
        let script = EditScript(from: old, to: new)
        let elapsed = clock.now - start
        #expect(script.edits.filter(\.isChange) == [.delete(oldIndex: 100_000), .insert(newIndex: 100_000)])
        #expect(elapsed < .seconds(30), "a quadratic search? \(elapsed)")
    }

    private static func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var row = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}

/// SplitMix64: a tiny seeded generator, so random tests are the same on every run.
struct TestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
