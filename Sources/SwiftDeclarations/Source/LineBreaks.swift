/// Finding line breaks in source bytes, for the lexer (the end of a `//` comment) and for
/// `SourceLocationConverter` (where each line starts): most of a line is tested eight
/// bytes at a time.
enum LineBreaks {
    /// The offset of the first `\n` or `\r` at or after `start` in `bytes`, or their count.
    @inline(__always)
    static func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        // A word has a zero byte where `(w - 0x01...) & ~w & 0x80...` has a high bit; that
        // test may also flag a byte after the first zero, so it only says "look closer".
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index &+ 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
            let newlines = word ^ (ones &* 0x0A), returns = word ^ (ones &* 0x0D)
            if ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs != 0 { break }
            index &+= 8
        }
        while index < bytes.count {
            let current = bytes[index]
            // Most bytes are far above both line breaks.
            if current <= UInt8(ascii: "\r"), current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            index += 1
        }
        return index
    }
}
