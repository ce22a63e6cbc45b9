/// Finding line breaks in source bytes, for the lexer (the end of a `//` comment) and for
/// `SourceLocationConverter` (where each line starts): most of a line is tested eight
/// bytes at a time (`ByteWords`).
enum LineBreaks {
    /// The offset of the first `\n` or `\r` at or after `start` in `bytes`, or their count.
    @inline(__always)
    static func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index &+ 8 <= bytes.count {
            let word = ByteWords.load(bytes, at: index)
            let lineBreaks = ByteWords.bytes(word, equalTo: 0x0A) | ByteWords.bytes(word, equalTo: 0x0D)
            if lineBreaks != 0 { return index &+ ByteWords.firstFlagged(lineBreaks) }
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
