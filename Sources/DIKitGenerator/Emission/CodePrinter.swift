/// Builds generated source text, as UTF-8 bytes appended to one buffer. It owns
/// indentation: callers never write leading spaces, they open a level with `indented { }`.
///
/// A file is printed in hundreds of thousands of short pieces, so a piece is copied into
/// room the buffer already has: `storage` grows by doubling, ahead of `count`, and a write
/// is one copy, with none of `Array.append`'s work per call.
struct CodePrinter {
    private var storage: [UInt8] = []
    private var count = 0
    private var indentation = 0

    /// The bytes printed so far.
    var bytes: ArraySlice<UInt8> { storage[..<count] }

    /// Appends the text printed so far to `text`, leaving the printer empty (at the same
    /// indentation).
    mutating func moveText(into text: inout String) {
        text.append(String(decoding: bytes, as: UTF8.self))
        count = 0
    }

    /// Appends one line at the current indentation; an empty line gets no spaces.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            write(byte: UInt8(ascii: "\n"))
        } else {
            line { $0.write(content) }
        }
    }

    /// Appends one non-empty line at the current indentation, written in pieces by `body`
    /// (with `write`), so that a line is never built as a `String` of its own.
    mutating func line(_ body: (inout CodePrinter) -> Void) {
        for _ in 0..<indentation { write(literal: "    ") }
        body(&self)
        write(byte: UInt8(ascii: "\n"))
    }

    /// Writes `text` into the current line.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Writes the UTF-8 `bytes` of a text into the current line.
    mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        reserve(text.count)
        storage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + count).update(from: source, count: text.count)
        }
        count += text.count
    }

    private mutating func write(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Makes room for `extra` more bytes after `count`.
    @inline(__always) private mutating func reserve(_ extra: Int) {
        guard count + extra > storage.count else { return }
        storage.append(contentsOf: repeatElement(0, count: max(count + extra, 2 * storage.count, 256) - storage.count))
    }

    /// Writes a piece of the generator's own text: its bytes are where the program keeps
    /// them, with no string to retain or look into.
    mutating func write(literal: StaticString) {
        literal.withUTF8Buffer { write(bytes: $0) }
    }

    /// Writes `items` into the current line, each with `body`, separated by `separator`.
    mutating func write<Items: Sequence>(
        _ items: Items, separator: StaticString = ", ", _ body: (inout CodePrinter, Items.Element) -> Void
    ) {
        var isFirst = true
        for item in items {
            if !isFirst { write(literal: separator) }
            isFirst = false
            body(&self, item)
        }
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indentation += 1
        body(&self)
        precondition(indentation > 0, "outdenting past the margin")
        indentation -= 1
    }
}
