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
        #expect(CodePrinter.text(joining: [printer.takeBytes()]) == "extension A {\n\n    func f() {\n        return\n    }\n}\n")
        #expect(printer.takeBytes().isEmpty)
    }

    /// The file is printed in parts (in parallel chunks) and joined once into its string.
    @Test func partsAreJoinedInOrder() {
        var first = CodePrinter()
        first.line("// é")
        var second = CodePrinter()
        second.indented { $0.line("let 名前 = 1") }
        let parts = [first.takeBytes(), [], second.takeBytes(), Array("}\n".utf8)]
        #expect(CodePrinter.text(joining: parts) == "// é\n    let 名前 = 1\n}\n")
        #expect(CodePrinter.text(joining: []) == "")
    }
}
