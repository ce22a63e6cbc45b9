/// Builds generated source text, as UTF-8 bytes appended to one buffer. It owns
/// indentation: callers never write leading spaces, they open a level with `indented { }`.
struct CodePrinter {
    private(set) var bytes: [UInt8] = []
    private var indentation = 0
    private static let indentUnit = Array("    ".utf8)

    /// The bytes printed so far, leaving the printer empty (at the same indentation).
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// Appends the text printed so far to `text`, leaving the printer empty (at the same
    /// indentation).
    mutating func moveText(into text: inout String) {
        text.append(String(decoding: takeBytes(), as: UTF8.self))
    }

    /// Appends one line at the current indentation; an empty line gets no spaces.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
        } else {
            line { $0.write(content) }
        }
    }

    /// Appends one non-empty line at the current indentation, written in pieces by `body`
    /// (with `write`), so that a line is never built as a `String` of its own.
    mutating func line(_ body: (inout CodePrinter) -> Void) {
        for _ in 0..<indentation { bytes.append(contentsOf: CodePrinter.indentUnit) }
        body(&self)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `text` into the current line.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    /// Writes the UTF-8 `bytes` of a text into the current line.
    mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Writes a piece of the generator's own text: its bytes are where the program keeps
    /// them, with no string to retain or look into.
    mutating func write(literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
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
