@testable import DIKitGenerator
import Testing

@Suite struct CodePrinterTests {
    @Test func indentationIsOwnedByThePrinterAndEmptyLinesCarryNoSpaces() {
        var printer = CodePrinter()
        printer.line("extension A {")
        printer.indented { printer in
            printer.line()
            printer.line("func f() {")
            printer.indented { $0.line("return") }
            printer.line("}")
        }
        printer.line("}")
        var text = ""
        printer.moveText(into: &text)
        #expect(text == "extension A {\n\n    func f() {\n        return\n    }\n}\n")
        #expect(printer.bytes.isEmpty)
    }

    /// The file is printed in parts (in parallel chunks), each appended to its text in turn.
    @Test func partsAreAppendedInOrder() {
        var first = CodePrinter()
        first.line("// é")
        var empty = CodePrinter()
        var second = CodePrinter()
        second.indented { $0.line("let 名前 = 1") }
        var text = ""
        first.moveText(into: &text)
        empty.moveText(into: &text)
        second.moveText(into: &text)
        #expect(text == "// é\n    let 名前 = 1\n")
        #expect(first.bytes.isEmpty && second.bytes.isEmpty)
    }

    /// The buffer grows ahead of what is printed: pieces of every length, across many
    /// growths, come out whole and in order.
    @Test func piecesOfEveryLengthSurviveTheBufferGrowing() {
        var printer = CodePrinter()
        var expected = ""
        for length in 0..<600 {
            let piece = String(repeating: "é", count: length % 7) + String(length)
            printer.line { line in
                line.write(piece)
                line.write(literal: ";")
            }
            expected += piece + ";\n"
        }
        #expect(String(decoding: printer.bytes, as: UTF8.self) == expected)
        var text = "start\n"
        printer.moveText(into: &text)
        printer.line("again")
        printer.moveText(into: &text)
        #expect(text == "start\n" + expected + "again\n")
    }
}
