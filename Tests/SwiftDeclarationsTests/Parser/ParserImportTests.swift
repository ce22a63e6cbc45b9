import Testing
@testable import SwiftDeclarations

@Suite struct ParserImportTests {
    @Test func importForms() {
        expectDump("""
            import Foundation
            @testable import MyModule
            @_exported import Exported
            @preconcurrency import Legacy
            import struct Shop.Coffee
            import class UIKit.UIView
            import func Darwin.C.puts
            import protocol DIKit.Resolver
            import Foundation.NSString
            import A; import B
            import C // comment
            import /* comment */ D
            """, """
            import Foundation
            import MyModule
            import Exported
            import Legacy
            import struct Shop.Coffee
            import class UIKit.UIView
            import func Darwin.C.puts
            import protocol DIKit.Resolver
            import Foundation.NSString
            import A
            import B
            import C
            import D
            """)
    }

    @Test func importFields() throws {
        let marked = MarkedSource("""
            1️⃣@testable @_spi(Internal) 2️⃣import 3️⃣struct M.X
            """)
        let file = Parser.parse(marked.source)
        let declaration = try #require(file.imports.first)
        #expect(declaration.attributes.map(\.name) == ["testable", "_spi"])
        #expect(declaration.attributes.map(\.arguments) == [nil, "Internal"])
        #expect(declaration.attributes.first?.offset == marked.offset(of: 1))
        #expect(declaration.kind == "struct")
        #expect(declaration.path == ["M", "X"])
        #expect(declaration.offset == marked.offset(of: 2))
        #expect(file.declarations.isEmpty)
    }

    @Test func importPathEndsAtTheLine() throws {
        let file = Parser.parse("import A\n.b\nstruct S {}")
        #expect(file.imports.map(\.path) == [["A"]])
        #expect(file.declarations.count == 1)
    }

    @Test func importsInsideTypesAreNotFileImports() {
        // Not valid Swift, but it must not leak out of the type.
        expectDump("struct S {\n  import M\n}", "type struct S")
    }
}
