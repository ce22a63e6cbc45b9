import Testing
@testable import SwiftDeclarations

/// Checks that `source` parses to the declarations `expected` describes, in the format of
/// `DeclarationDump` (one declaration a line, members indented by two spaces).
func expectDump(
    _ source: String, _ expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let rendered = DeclarationDump.render(Parser.parse(source))
    #expect(rendered == (expected.isEmpty ? "" : expected + "\n"), sourceLocation: sourceLocation)
}

/// Source text with position markers `1️⃣` ... `9️⃣`, as swift-syntax tests mark positions:
/// `source` is the text without them, and `offset(of: n)` is the UTF-8 offset where `n` stood.
struct MarkedSource {
    var source: String
    private var offsets: [Int: Int] = [:]

    init(_ marked: String) {
        var bytes: [UInt8] = []
        for character in marked {
            let scalars = character.unicodeScalars
            if scalars.count == 3, scalars.last == "\u{20E3}", let digit = scalars.first,
               let value = Int(String(digit)) {
                offsets[value] = bytes.count
            } else {
                bytes.append(contentsOf: character.utf8)
            }
        }
        source = String(decoding: bytes, as: UTF8.self)
    }

    func offset(of marker: Int) -> Int {
        offsets[marker] ?? -1
    }
}

extension Declaration {
    var typeDeclaration: TypeDeclaration? {
        if case .type(let declaration) = self { declaration } else { nil }
    }

    var variable: VariableDeclaration? {
        if case .variable(let declaration) = self { declaration } else { nil }
    }

    var function: FunctionDeclaration? {
        if case .function(let declaration) = self { declaration } else { nil }
    }

    var typeAlias: TypeAliasDeclaration? {
        if case .typeAlias(let declaration) = self { declaration } else { nil }
    }

    var associatedType: AssociatedTypeDeclaration? {
        if case .associatedType(let declaration) = self { declaration } else { nil }
    }
}

/// The only top-level type of `source`.
func parseSingleType(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> TypeDeclaration {
    let file = Parser.parse(source)
    try #require(file.declarations.count == 1, sourceLocation: sourceLocation)
    return try #require(file.declarations[0].typeDeclaration, sourceLocation: sourceLocation)
}

/// The members of the only top-level type of `source`.
func parseMembers(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Declaration] {
    try parseSingleType(source, sourceLocation: sourceLocation).members
}
