/// A line diff printed in the unified format of `diff -u` (and `git diff`): a `---`/`+++`
/// header, then hunks `@@ -l,n +l,n @@` with three lines of context, deletions before
/// insertions, and `\ No newline at end of file` after a last line without one.
///
/// The edit script is Myers' O(ND) shortest edit script ("An O(ND) Difference Algorithm
/// and Its Variations", 1986) on the lines left once the common prefix and suffix are
/// set aside, so a small change to a large file costs little more than reading it.
///
/// Lines are compared as bytes, as `diff` compares them: `String` equality would call two
/// lines equal when they differ only in Unicode normalization, and would not split a
/// `\r\n` line, since `\r\n` is one `Character`.
struct UnifiedDiff {
    /// One line's bytes including its `\n`; the last line of a text may lack it, and then
    /// differs from the same line with one, as it does for `diff`.
    typealias Line = ArraySlice<UInt8>

    var oldName: String
    var newName: String
    var contextLineCount = 3

    /// The diff of `old` into `new`, or nothing when they are equal. Lines are copied
    /// byte for byte, so the diff applies with `patch` even to a file that is not UTF-8.
    func render(from old: [UInt8], to new: [UInt8]) -> [UInt8] {
        let oldLines = UnifiedDiff.lines(of: old)
        let newLines = UnifiedDiff.lines(of: new)
        let hunks = EditScript(from: oldLines, to: newLines).hunks(contextLineCount: contextLineCount)
        guard !hunks.isEmpty else { return [] }
        var bytes = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        for hunk in hunks {
            bytes += hunk.header.utf8
            for edit in hunk.edits {
                switch edit {
                case .keep(let oldIndex, _): UnifiedDiff.append(" ", oldLines[oldIndex], to: &bytes)
                case .delete(let oldIndex): UnifiedDiff.append("-", oldLines[oldIndex], to: &bytes)
                case .insert(let newIndex): UnifiedDiff.append("+", newLines[newIndex], to: &bytes)
                }
            }
        }
        return bytes
    }

    /// The diff of two texts, as text.
    func render(from old: String, to new: String) -> String {
        String(decoding: render(from: Array(old.utf8), to: Array(new.utf8)), as: UTF8.self)
    }

    /// The lines of `bytes`, each with its `\n` when it has one.
    static func lines(of bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            lines.append(bytes[start..<end])
            start = end
        }
        return lines
    }

    private static func append(_ prefix: Character, _ line: Line, to bytes: inout [UInt8]) {
        bytes.append(prefix.asciiValue!)
        bytes += line
        if line.last != UInt8(ascii: "\n") { bytes += "\n\\ No newline at end of file\n".utf8 }
    }
}

// MARK: - Edit script

/// How `old` becomes `new`, one line at a time, in order of both.
struct EditScript: Equatable {
    enum Edit: Equatable {
        case keep(oldIndex: Int, newIndex: Int)
        case delete(oldIndex: Int)
        case insert(newIndex: Int)

        var isChange: Bool {
            if case .keep = self { false } else { true }
        }
    }

    private(set) var edits: [Edit]

    /// Above this many differences, the middle of the texts is replaced wholesale instead
    /// of searched for a shortest script: Myers' trace needs O(D²) memory, and a diff
    /// that large is read as "everything changed" anyway.
    static let maximumSearchedDifferences = 2_000

    init<Element: Equatable>(from old: [Element], to new: [Element]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }

        edits = (0..<prefix).map { .keep(oldIndex: $0, newIndex: $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        edits += EditScript.shortestEdits(old[oldMiddle], new[newMiddle])
            ?? oldMiddle.map { .delete(oldIndex: $0) } + newMiddle.map { .insert(newIndex: $0) }
        edits += (0..<suffix).map { .keep(oldIndex: oldMiddle.upperBound + $0, newIndex: newMiddle.upperBound + $0) }
    }

    /// Myers' greedy forward search. `frontier[offset + k]` is the furthest `x` (position
    /// in `old`) reached on diagonal `k = x - y` with `d` differences; the part of the
    /// frontier that step `d` reads is kept to walk the path back. Indices in the result
    /// are those of the slices' bases; `nil` when more than `maximumSearchedDifferences`
    /// differences are needed.
    private static func shortestEdits<Element: Equatable>(_ old: ArraySlice<Element>, _ new: ArraySlice<Element>) -> [Edit]? {
        let n = old.count, m = new.count
        let oldBase = old.startIndex, newBase = new.startIndex
        if n == 0 || m == 0 {
            return (0..<n).map { .delete(oldIndex: oldBase + $0) } + (0..<m).map { .insert(newIndex: newBase + $0) }
        }
        let limit = min(n + m, maximumSearchedDifferences)
        let offset = limit + 1
        var frontier = Array(repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            // Step d reads diagonals -d-1 ... d+1 only; keeping just those makes the trace
            // O(D²) rather than O(D·(N+M)).
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                // Step down (an insertion) from diagonal k+1, or right (a deletion) from k-1.
                var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
                    ? frontier[offset + k + 1]
                    : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldBase + x] == new[newBase + y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }

        // Walk back from (n, m). `trace[d]` is the frontier before step d: it tells from
        // which neighbouring diagonal step d came, and the snake that followed is undone.
        var reversed: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let previous = trace[d]
            let base = d + 1  // `previous[base + k]` is diagonal k
            let k = x - y
            let cameDown = k == -d || (k != d && previous[base + k - 1] < previous[base + k + 1])
            let previousK = cameDown ? k + 1 : k - 1
            let previousX = previous[base + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(.keep(oldIndex: oldBase + x, newIndex: newBase + y))
            }
            reversed.append(cameDown ? .insert(newIndex: newBase + y - 1) : .delete(oldIndex: oldBase + x - 1))
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            reversed.append(.keep(oldIndex: oldBase + x, newIndex: newBase + y))
        }
        return reversed.reversed()
    }
}

// MARK: - Hunks

extension EditScript {
    /// A run of changes with the unchanged lines around them.
    struct Hunk: Equatable {
        /// Lines of the old and new text before the hunk.
        var oldLinesBefore: Int
        var newLinesBefore: Int
        var edits: [Edit]

        var oldCount: Int { edits.count { if case .insert = $0 { false } else { true } } }
        var newCount: Int { edits.count { if case .delete = $0 { false } else { true } } }

        /// `@@ -l,n +l,n @@` as `diff -u` prints it: `,n` is left out when n is 1, and an
        /// empty range names the line before it.
        var header: String {
            func range(_ linesBefore: Int, _ count: Int) -> String {
                switch count {
                case 0: "\(linesBefore),0"
                case 1: "\(linesBefore + 1)"
                default: "\(linesBefore + 1),\(count)"
                }
            }
            return "@@ -\(range(oldLinesBefore, oldCount)) +\(range(newLinesBefore, newCount)) @@\n"
        }
    }

    /// The changes grouped into hunks with `contextLineCount` unchanged lines on each side;
    /// changes separated by at most twice that many unchanged lines share a hunk. Within
    /// a run of changes, deletions come before insertions.
    func hunks(contextLineCount: Int) -> [Hunk] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let first = changes.first else { return [] }
        var groups: [ClosedRange<Int>] = []
        var group = first...first
        for change in changes.dropFirst() {
            if change - group.upperBound - 1 <= 2 * contextLineCount {
                group = group.lowerBound...change
            } else {
                groups.append(group)
                group = change...change
            }
        }
        groups.append(group)

        // Lines of each text before each edit.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        oldBefore.reserveCapacity(edits.count)
        newBefore.reserveCapacity(edits.count)
        var oldLines = 0, newLines = 0
        for edit in edits {
            oldBefore.append(oldLines)
            newBefore.append(newLines)
            switch edit {
            case .keep: oldLines += 1; newLines += 1
            case .delete: oldLines += 1
            case .insert: newLines += 1
            }
        }

        return groups.map { group in
            let start = max(0, group.lowerBound - contextLineCount)
            let end = min(edits.count, group.upperBound + 1 + contextLineCount)
            return Hunk(
                oldLinesBefore: oldBefore[start],
                newLinesBefore: newBefore[start],
                edits: EditScript.deletionsFirst(edits[start..<end])
            )
        }
    }

    /// `edits` with each run of changes reordered: its deletions, then its insertions.
    private static func deletionsFirst(_ edits: ArraySlice<Edit>) -> [Edit] {
        var result: [Edit] = []
        var insertions: [Edit] = []
        for edit in edits {
            switch edit {
            case .keep:
                result += insertions
                insertions.removeAll()
                result.append(edit)
            case .delete:
                result.append(edit)
            case .insert:
                insertions.append(edit)
            }
        }
        return result + insertions
    }
}
