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
        #expect(printer.text == "extension A {\n\n    func f() {\n        return\n    }\n}\n")
    }
}
