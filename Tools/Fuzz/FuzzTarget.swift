import DIKitGenerator
@testable import SwiftDeclarations

/// The parser memory kept from one input to the next, as a worker of dikitgen keeps it.
nonisolated(unsafe) private var reusedWorkspace = Parser.Workspace()

/// libFuzzer entry point: the input is the contents of one Swift file, run through the
/// lexer, the parser, the declaration dump and the generator, as `dikitgen` runs them.
/// A trap, a sanitizer report, a timeout or an exhausted stack is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: count > 0 ? data : nil, count: count)
    let tokenized = Lexer.tokenize(bytes)
    precondition(tokenized.tokens.last?.kind == .endOfFile, "the last token must be the end of file")
    let parsed = Parser.parse(bytes)
    let dump = DeclarationDump.render(parsed)
    // dikitgen's workers parse file after file in memory kept from the previous ones: what
    // an earlier input left there must never show.
    precondition(DeclarationDump.render(Parser.parse(bytes, reusing: &reusedWorkspace)) == dump, "a reused workspace changed the parse")
    checkSkippingAGroup(in: bytes, tokens: tokenized)
    // The generator reads the file twice, as two files would be, so bindings meet across files.
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    let result = Generator.generate(from: [file, SourceFile(path: "Other.swift", bytes: bytes)])
    precondition((result.code != nil) == !result.hasErrors, "code is produced exactly when there is no error")
    return 0
}

/// The parser has the lexer skip bodies without keeping their tokens (`Lexer.skipGroup`):
/// for one `{` of the input, chosen by its length, skipping its group must give the tokens of
/// full lexing without the group's inner ones, and the same problems.
private func checkSkippingAGroup(in bytes: UnsafeBufferPointer<UInt8>, tokens full: TokenizedSource) {
    let braces = full.tokens.indices.filter { full.tokens[$0].kind == .leftBrace }
    guard !braces.isEmpty else { return }
    let open = braces[bytes.count % braces.count]
    var depth = 0
    let close = full.tokens.indices[open...].first { index in
        switch full.tokens[index].kind {
        case .leftParen, .leftSquare, .leftBrace: depth += 1
        case .rightParen, .rightSquare, .rightBrace: depth -= 1
        case .endOfFile: return true
        default: break
        }
        return depth == 0
    }!
    var lexer = Lexer(bytes: bytes, reusing: [])
    while lexer.tokens.count <= open { lexer.lexMore() }
    precondition(lexer.tokens.count == open + 1, "lexing on demand stops right after a `{`")
    lexer.skipGroup(openBrackets: 1)
    while !lexer.isFinished { lexer.lexMore() }
    precondition(lexer.tokens == Array(full.tokens[...open] + full.tokens[close...]), "skipping a group changed the tokens")
    precondition(lexer.problems == full.problems, "skipping a group changed the lexer problems")
}
