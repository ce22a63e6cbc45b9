import DIKitGenerator
@testable import dikitgen
import SwiftDeclarations
import Testing

/// A cached diagnostic is moved with its file only when the edit moved every position of the
/// file without changing their order: then a new run would have placed it there too.
@Suite struct FileMoveTests {
    /// `text` parsed and written as the cache keeps a file: declarations, then line starts.
    private static func payload(_ text: String) -> [UInt8] {
        var text = text
        var writer = BinaryWriter()
        text.withUTF8 { bytes in
            Parser.parse(bytes).write(to: &writer)
            SourceLocationConverter(bytes).write(to: &writer)
        }
        return writer.bytes
    }

    private static func move(from before: String, to after: String) -> FileMove? {
        payload(before).withUnsafeBytes { before in
            payload(after).withUnsafeBytes { after in FileMove(before: before, after: after) }
        }
    }

    private static func location(_ line: Int, _ column: Int) -> SwiftDeclarations.SourceLocation {
        SwiftDeclarations.SourceLocation(line: line, column: column)
    }

    private static let shop = """
        struct Shop: Injectable {
            struct Dependency { let name: String }
            init(dependency: Dependency) { print("open") }
        }

        """

    @Test func aPositionMovesWithTheLinesAndColumnsBeforeIt() throws {
        let edited = "// A comment.\n\n" + Self.shop.replacingOccurrences(of: "    struct Dependency", with: "        struct Dependency")
        let move = try #require(Self.move(from: Self.shop, to: edited))
        // `Shop`'s name, and `name` in its `Dependency`.
        #expect(move.moved(Self.location(1, 8)) == Self.location(3, 8))
        #expect(move.moved(Self.location(2, 29)) == Self.location(4, 33))
    }

    @Test func aPlaceNoPositionWasAtCannotBeMoved() throws {
        let move = try #require(Self.move(from: Self.shop, to: "\n" + Self.shop))
        // Inside the keyword `struct`, past the last line, and past the end of a line (which
        // would be on the next line: `struct Dependency` there, a position).
        #expect(move.moved(Self.location(1, 3)) == nil)
        #expect(move.moved(Self.location(40, 1)) == nil)
        #expect(move.moved(Self.location(1, 31)) == nil)
        #expect(move.moved(Self.location(2, 5)) == Self.location(3, 5))
    }

    @Test func anEditThatReordersPositionsMovesNothing() {
        // The invalid number is a lexer problem, with a position: it moves from before
        // `B` to after it, while the declarations keep their shape.
        let before = "struct A { func f() { _ = 1x } }\nstruct B { func g() { _ = 1 } }\n"
        let after = "struct A { func f() { _ = 1 } }\nstruct B { func g() { _ = 1x } }\n"
        #expect(Self.move(from: before, to: after) == nil)
        #expect(Self.move(from: before, to: "// A comment.\n" + before) != nil)
    }

    @Test func filesOfTwoShapesHaveNoMove() {
        #expect(Self.move(from: Self.shop, to: Self.shop + "struct Clock {}\n") == nil)
    }

    @Test func aDiagnosticMovesWithItsNotesOrNotAtAll() throws {
        let move = try #require(Self.move(from: Self.shop, to: "\n\n" + Self.shop))
        var moves = MovedFiles()
        moves.record(move, path: "Shop.swift")
        let shop = SourceReference(path: "Shop.swift", location: Self.location(1, 8))
        let elsewhere = SourceReference(path: "App.swift", location: Self.location(5, 1))
        let diagnostic = Diagnostic(
            .note, id: .implicitParameter, "a call-site parameter", at: shop, notes: [.init("needed by", at: elsewhere)]
        )
        let moved = try #require(moves.moved(diagnostic))
        #expect(moved.reference == SourceReference(path: "Shop.swift", location: Self.location(3, 8)))
        #expect(moved.notes == diagnostic.notes)

        var unplaceable = diagnostic
        unplaceable.notes.append(.init("inside a keyword", at: SourceReference(path: "Shop.swift", location: Self.location(1, 3))))
        #expect(moves.moved(unplaceable) == nil)

        var unknown = MovedFiles()
        unknown.record(nil, path: "Shop.swift")
        #expect(unknown.moved(diagnostic) == nil)
        #expect(unknown.moved(Diagnostic(.warning, id: .lexicalProblem, "elsewhere", at: elsewhere)) != nil)
    }
}
