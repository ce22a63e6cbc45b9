/// Eight bytes of source tested at once (SWAR): each byte is compared within its own 8 bits,
/// with no borrow or carry into the next, and a test answers with the high bit of each byte
/// that passes it. The lexer scans words, comments and string text this way, and
/// `SourceLocationConverter` finds line starts: a loop over bytes one by one ends at an
/// unpredictable byte, which costs more than testing eight.
enum ByteWords {
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` in `bytes`, which must hold them, the first lowest.
    @inline(__always) static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// `byte` in each byte of a word.
    @inline(__always) static func repeating(_ byte: UInt64) -> UInt64 {
        0x0101_0101_0101_0101 &* byte
    }

    /// High bits where a byte of `word` equals `value`.
    @inline(__always) static func bytes(_ word: UInt64, equalTo value: UInt64) -> UInt64 {
        let differences = word ^ repeating(value)
        // A byte's low seven bits plus 0x7F reach its high bit unless they are all zero.
        return ~(((differences & ~highBits) &+ ~highBits) | differences) & highBits
    }

    /// High bits where a byte of `word` (each below 0x80) is at least `bound`.
    @inline(__always) static func bytes(_ word: UInt64, atLeast bound: UInt64) -> UInt64 {
        ((word | highBits) &- repeating(bound)) & highBits
    }

    /// High bits where a byte of `word` (each below 0x80) is at most `bound`.
    @inline(__always) static func bytes(_ word: UInt64, atMost bound: UInt64) -> UInt64 {
        (repeating(0x80 | bound) &- word) & highBits
    }

    /// The position in its word (0 for the first byte) of the first byte flagged in
    /// `flags`, which must flag one.
    @inline(__always) static func firstFlagged(_ flags: UInt64) -> Int {
        flags.trailingZeroBitCount >> 3
    }
}
