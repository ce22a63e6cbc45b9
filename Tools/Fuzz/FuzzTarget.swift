import DIKitGenerator
import SwiftDeclarations

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
    // The generator reads the file twice, as two files would be, so bindings meet across files.
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    let result = Generator.generate(from: [file, SourceFile(path: "Other.swift", bytes: bytes)])
    precondition((result.code != nil) == !result.hasErrors, "code is produced exactly when there is no error")
    return 0
}
