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
        #expect(printer.takeBytes().isEmpty)
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
        #expect(first.takeBytes().isEmpty && second.takeBytes().isEmpty)
    }
}
