/// Finds the declarations of a Swift file: imports, types at any depth with their
/// members, properties, functions, initializers, type aliases and associated types.
///
/// It parses declarations only. Bodies of functions, accessors and closures, initial
/// values and statements are skipped by matching brackets over tokens, so braces inside
/// strings, comments or regexes never confuse it. Tokens are lexed as the parser reaches
/// them, and the bodies of functions and accessors, most of a file, are skipped by the
/// lexer without keeping their tokens. It never recurses: nested types live on
/// an explicit stack and nested brackets are counted, so no input can exhaust the call
/// stack, and every step consumes a token, so parsing is linear in the input. Types nest
/// at most `maximumTypeNesting` deep, so releasing the result cannot exhaust it either.
/// Malformed code never stops it: it skips to the next token that can start a declaration.
///
/// All branches of `#if` are kept: a declaration inside any branch is reported, with the
/// clauses it is written in (`conditions`), and the file with its `#if` blocks.
public struct Parser {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Lexes on demand: tokens are lexed as the parser asks for them (`token(at:)`), so a
    /// body it skips is never stored (`skipBody`).
    var lexer: Lexer
    /// Index of `current` in `lexer.tokens`.
    var currentIndex = 0
    /// The token being looked at. It differs from `token(at: currentIndex)` after `>` was
    /// split off the front of an operator such as `>>` or `>?` that closes generic arguments.
    var current: Token
    /// End offset of the last consumed token (or consumed part of a token).
    var previousEnd = 0
    /// What `scanGenericArguments` decided for each `<` it met in an expression, by byte
    /// offset: where the generic arguments it opens end, or `nil` for a comparison.
    var genericArgumentEnds: [Int: Checkpoint?] = [:]
    /// The clause of each `#if` block open in the innermost scope (the file, or the open type
    /// body), outermost first: what the declarations parsed now are written in. A type's body
    /// starts with none, and its `}` brings back the outer scope's, closing what it left open.
    var conditions: [ConditionalClause] = []
    /// The index of the token after the `#if` lines that `startsPostfixMemberChain` last
    /// looked through and found to start no chain: a `#if` before it opens a block too.
    var plainConditionalBlockEnd = 0

    init(bytes: UnsafeBufferPointer<UInt8>, reusing tokens: consuming [Token]) {
        self.bytes = bytes
        self.lexer = Lexer(bytes: bytes, reusing: tokens)
        lexer.lexMore()
        self.current = lexer.tokens[0]
    }

    /// Lexes and parses one file.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> ParsedFile {
        var workspace = Workspace()
        return parse(bytes, reusing: &workspace)
    }

    /// Lexes and parses one file in the memory `workspace` kept from earlier parses.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, reusing workspace: inout Workspace) -> ParsedFile {
        var parser = Parser(bytes: bytes, reusing: workspace.takeTokens())
        var file = parser.parseFile()
        file.lexerProblems = parser.lexer.problems
        workspace.tokens = parser.lexer.tokens
        return file
    }

    /// Memory a thread keeps from one parse to the next. The tokens of a file take up to
    /// twice its size; allocating them anew for every file makes the kernel hand out and
    /// zero fresh pages each time, which costs more than lexing them.
    public struct Workspace {
        /// The tokens the last parse kept.
        fileprivate(set) var tokens: [Token] = []

        public init() {}

        /// The token array, leaving none here, so that the lexer holds its only reference
        /// and can append in place.
        fileprivate mutating func takeTokens() -> [Token] {
            var taken: [Token] = []
            swap(&taken, &tokens)
            return taken
        }
    }

    /// Lexes and parses the bytes of `text`.
    public static func parse(_ text: String) -> ParsedFile {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// Lexes and parses the bytes of `text` in the memory `workspace` kept from earlier parses.
    public static func parse(_ text: String, reusing workspace: inout Workspace) -> ParsedFile {
        var text = text
        return text.withUTF8 { parse($0, reusing: &workspace) }
    }

    // MARK: - Token access

    mutating func advance() {
        previousEnd = current.endOffset
        guard current.kind != .endOfFile else { return }
        currentIndex += 1
        current = token(at: currentIndex)
    }

    /// The token at `index` in the file, lexed now if it was not yet; past the end of the
    /// file, the end-of-file token.
    @inline(__always) mutating func token(at index: Int) -> Token {
        if index < lexer.tokens.count { return lexer.tokens[index] }
        return lexedToken(at: index)
    }

    /// `token(at:)` for a token not lexed yet.
    @inline(never) private mutating func lexedToken(at index: Int) -> Token {
        while index >= lexer.tokens.count, !lexer.isFinished {
            lexer.lexMore()
        }
        return lexer.tokens[min(index, lexer.tokens.count - 1)]
    }

    /// A place in the token stream to come back to.
    struct Checkpoint {
        var index: Int
        var token: Token
        var previousEnd: Int
    }

    var checkpoint: Checkpoint {
        get { Checkpoint(index: currentIndex, token: current, previousEnd: previousEnd) }
        set { (currentIndex, current, previousEnd) = (newValue.index, newValue.token, newValue.previousEnd) }
    }

    /// The token after `current` (not split).
    var next: Token {
        mutating get { token(at: currentIndex + 1) }
    }

    func text(of token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.startOffset..<token.endOffset]), as: UTF8.self)
    }

    func text(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    /// The name a word spells, one spelling for one name: a backticked identifier without its
    /// backticks (`` `Clock` `` is `Clock`, `` `default` `` is `default`). Generated code
    /// writes the backticks back where a reserved word needs them.
    @inline(__always) func name(of token: Token) -> String {
        guard token.isBackticked else { return text(of: token) }
        return text(from: token.startOffset + 1, to: token.endOffset - 1)
    }

    /// Whether `token` is spelled exactly `spelling`.
    func token(_ token: Token, is spelling: StaticString) -> Bool {
        guard Int(token.length) == spelling.utf8CodeUnitCount else { return false }
        return UnsafeBufferPointer(start: spelling.utf8Start, count: spelling.utf8CodeUnitCount)
            .elementsEqual(UnsafeBufferPointer(rebasing: bytes[token.startOffset..<token.endOffset]))
    }

    /// The first byte of `token`, or 0 for an empty token.
    func firstByte(of token: Token) -> UInt8 {
        token.length > 0 ? bytes[token.startOffset] : 0
    }

    /// An identifier, a backticked name, or any keyword: what may stand as a name or label.
    func isWord(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .keyword
    }

    /// Consumes the first byte of an operator token (`>` of `>>`, `<` of `<<`), leaving the
    /// rest as the current token; a one-byte token is consumed whole.
    mutating func consumeFirstByteOfOperator() {
        guard current.length > 1 else { return advance() }
        previousEnd = current.startOffset + 1
        current.start += 1
        current.length -= 1
        current.flags = []
        let rest = UnsafeBufferPointer(rebasing: bytes[current.startOffset..<current.endOffset])
        switch (rest.count, rest[0]) {
        case (1, UInt8(ascii: "?")): current.kind = .postfixQuestion
        case (1, UInt8(ascii: "!")): current.kind = .postfixExclamation
        default: current.kind = Lexer.operatorKind(rest[...])
        }
    }

    /// The text of the tokens from `startIndex` (whose first byte is at `startOffset`) up to
    /// `endOffset`, with trivia between tokens folded into one space; for a type's text
    /// (`isType`), with names spelled as `TypeNameSpelling` says (`` `Clock`? `` is `Clock?`).
    /// The tokens must have been kept: none of them may be in a group skipped by `skipBody`.
    func normalizedText(fromToken startIndex: Int, offset startOffset: Int, to endOffset: Int, isType: Bool = false) -> String {
        // The tokens were lexed: in a file where no backticked identifier was lexed yet, as
        // in almost every file, a type's names are spelled as written too.
        if isType, lexer.hasLexedBacktickedIdentifier {
            return normalizedText(fromToken: startIndex, offset: startOffset, to: endOffset, spelling: TypeNameSpelling(source: bytes))
        }
        return normalizedText(fromToken: startIndex, offset: startOffset, to: endOffset, spelling: WrittenSpelling())
    }

    /// `normalizedText`, each token spelled by `spelling`. Generic, so that the loop is made
    /// for each spelling, and the loop over tokens written as they are tests nothing more.
    fileprivate func normalizedText<Spelling: TokenSpelling>(
        fromToken startIndex: Int, offset startOffset: Int, to endOffset: Int, spelling: Spelling
    ) -> String {
        guard startOffset < endOffset else { return "" }
        // Trivia folds to at most one space, so the text is never longer than the bytes it
        // spans: it is written straight into the string's storage, with no buffer between.
        return String(unsafeUninitializedCapacity: endOffset - startOffset) { result in
            var count = 0
            var index = startIndex
            let tokens = lexer.tokens
            while index < tokens.count {
                let token = tokens[index]
                if max(token.startOffset, startOffset) >= endOffset || token.kind == .endOfFile { break }
                if index != startIndex, token.hasLeadingTrivia {
                    result[count] = UInt8(ascii: " ")
                    count += 1
                }
                let spelled = spelling.bytes(of: token)
                let start = max(spelled.start, startOffset)
                let end = min(spelled.end, endOffset)
                precondition(count + end - start <= result.count, "normalized text longer than its source")
                _ = UnsafeMutableBufferPointer(rebasing: result[count..<(count + end - start)])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                count += end - start
                index += 1
            }
            return count
        }
    }

    // MARK: - File

    mutating func parseFile() -> ParsedFile {
        var tree = DeclarationTree()
        while true {
            // Where this step starts: `current` may be the rest of a split operator (`>` of
            // `<>>`), so the index alone does not tell whether the step made progress.
            let startIndex = currentIndex
            let startOffset = current.startOffset
            switch current.kind {
            case .endOfFile:
                // Close types left open by a missing `}`.
                while let outerConditions = tree.closeType(atBraceOffset: nil) { conditions = outerConditions }
                return tree.file
            case .rightBrace:
                let braceOffset = current.startOffset
                advance()
                if let outerConditions = tree.closeType(atBraceOffset: braceOffset) { conditions = outerConditions }
            case .semicolon:
                advance()
            case .poundKeyword where isConditionalCompilationDirective(current):
                parseConditionalCompilationDirective(blocks: &tree.file.conditionalBlocks)
            default:
                switch parseDeclaration() {
                case .none:
                    break
                case .import(let declaration):
                    if tree.openTypes.isEmpty { tree.file.imports.append(declaration) }
                case .declaration(let declaration):
                    tree.add(declaration)
                case .declarations(let declarations):
                    for declaration in declarations { tree.add(declaration) }
                case .typeWithBody(let type):
                    if tree.openTypes.count < Parser.maximumTypeNesting {
                        tree.openTypes.append((type, conditions))
                        conditions = []
                    } else {
                        // Releasing the nested declarations recurses, so their depth is
                        // bounded: a type nested deeper than swiftc accepts keeps no members.
                        skipRestOfBody()
                        tree.add(.type(type))
                    }
                }
            }
            if currentIndex == startIndex && current.startOffset == startOffset && current.kind != .endOfFile {
                skipBalancedUnit()
            }
        }
    }

    /// The file's declarations as they are parsed: each goes into the innermost type whose
    /// body is open, or into the file. A struct rather than local functions: variables that
    /// local functions capture are checked for exclusive access at run time, at each access.
    private struct DeclarationTree {
        var file = ParsedFile(imports: [], declarations: [], conditionalBlocks: [], lexerProblems: [])
        /// Types whose body is open, innermost last, each with the `conditions` of the scope
        /// it is declared in.
        var openTypes: [(type: TypeDeclaration, outerConditions: [ConditionalClause])] = []

        mutating func add(_ declaration: Declaration) {
            if openTypes.isEmpty {
                file.declarations.append(declaration)
            } else {
                openTypes[openTypes.count - 1].type.members.append(declaration)
            }
        }

        /// Closes the innermost open type at the `}` at `braceOffset` (`nil` at the end of the
        /// file) and adds it where it is declared: the conditions of the scope it is declared
        /// in, `nil` when no type is open.
        mutating func closeType(atBraceOffset braceOffset: Int?) -> [ConditionalClause]? {
            guard !openTypes.isEmpty else { return nil }
            // Set in place: a copy of the declaration would retain each of its fields.
            openTypes[openTypes.count - 1].type.closeBody(at: braceOffset)
            let (type, outerConditions) = openTypes.removeLast()
            add(.type(type))
            return outerConditions
        }
    }

    /// How deep types may nest: swiftc stops at "structure nesting level exceeded maximum of 256".
    static let maximumTypeNesting = 256

    enum DeclarationResult {
        case none
        case `import`(ImportDeclaration)
        /// One declaration, the common case, without an array to allocate.
        case declaration(Declaration)
        case declarations([Declaration])
        /// A type whose `{` was consumed; its members follow.
        case typeWithBody(TypeDeclaration)
    }
}

/// How `Parser.normalizedText` writes a token: the range of the source's bytes it writes.
private protocol TokenSpelling {
    func bytes(of token: Token) -> (start: Int, end: Int)
}

/// Every token as written.
private struct WrittenSpelling: TokenSpelling {
    func bytes(of token: Token) -> (start: Int, end: Int) { (token.startOffset, token.endOffset) }
}

/// A type's tokens, each name spelled once: a backticked name inside its backticks, unless
/// the word is a keyword, which keeps them so as not to be read as one (`` `Type` ``,
/// `` `some` ``).
private struct TypeNameSpelling: TokenSpelling {
    let source: UnsafeBufferPointer<UInt8>

    func bytes(of token: Token) -> (start: Int, end: Int) {
        guard token.isBackticked,
              KeywordTable.shared.keyword(in: source, start: token.startOffset + 1, length: Int(token.length) - 2) == nil
        else { return (token.startOffset, token.endOffset) }
        return (token.startOffset + 1, token.endOffset - 1)
    }
}
