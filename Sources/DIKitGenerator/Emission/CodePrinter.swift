/// Builds generated source text. It owns indentation: callers never write leading spaces,
/// they open a level with `indented { }`.
struct CodePrinter {
    private(set) var text = ""
    private var indentation = 0
    private let indentUnit = "    "

    /// Appends one line at the current indentation; an empty line gets no spaces.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<indentation { text += indentUnit }
            text += content
        }
        text += "\n"
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indentation += 1
        body(&self)
        precondition(indentation > 0, "outdenting past the margin")
        indentation -= 1
    }
}
