extension Parser {
    /// Parses a type and returns its text, or `nil` (consuming nothing) when no type starts
    /// here. Handles attributes (`@escaping`), specifiers (`inout`, `some`, `any`, `sending`),
    /// `~Copyable`, qualified and generic names, tuples, function types with effects,
    /// arrays, dictionaries, `?`, `!`, `.Type`, `.Protocol` and `&` compositions.
    ///
    /// Nested brackets are skipped by counting, so a type nested to any depth is parsed
    /// without recursion.
    mutating func parseType() -> TypeText? {
        let startIndex = currentIndex
        let startOffset = current.startOffset
        var parsedAny = false
        typeLoop: while true {
            // Prefixes: attributes, specifiers and `~`.
            while true {
                if current.kind == .atSign, isWord(next) {
                    _ = parseAttributes(inType: true)
                } else if current.keyword == .nonisolated,
                          next.kind == .leftParen, !next.isAtStartOfLine,
                          isWord(token(at: currentIndex + 2)), token(at: currentIndex + 3).kind == .rightParen,
                          startsType(token(at: currentIndex + 4)) {
                    // `nonisolated(nonsending) () async -> T`
                    for _ in 0..<4 { advance() }
                } else if let keyword = current.keyword, Parser.typeSpecifiers.contains(keyword),
                          startsType(next), !next.isAtStartOfLine {
                    advance()
                } else if current.kind == .operator, token(current, is: "~") {
                    advance()
                } else {
                    break
                }
            }
            // The primary type.
            if current.kind == .identifier || isTypeNameKeyword(current) {
                advance()
                skipGenericArgumentsIfPresent()
            } else if current.kind == .leftParen || current.kind == .leftSquare {
                skipBalancedGroup()
            } else {
                break typeLoop
            }
            parsedAny = true
            // Postfixes.
            while true {
                if current.kind == .postfixQuestion || current.kind == .postfixExclamation {
                    advance()
                } else if current.kind == .period, isWord(next) {
                    // A member type may continue on the next line (`Swift\n.Hashable`).
                    advance()
                    advance()
                    skipGenericArgumentsIfPresent()
                } else {
                    break
                }
            }
            // Function types and compositions continue with another type.
            var isAsync = false
            var throwsClause: FunctionDeclaration.ThrowsClause?
            parseEffects(isAsync: &isAsync, throwsClause: &throwsClause)
            if current.kind == .arrow || (current.kind == .operator && token(current, is: "&")) {
                advance()
                continue
            }
            break
        }
        guard parsedAny else {
            // Nothing that starts a type: give back whatever prefixes were consumed.
            return nil
        }
        return TypeText(normalizedText(fromToken: startIndex, offset: startOffset, to: previousEnd, isType: true), offset: startOffset)
    }

    static let typeSpecifiers: KeywordSet = [
        .inout, .some, .any, .borrowing, .consuming, .sending, .each, .repeat, .isolated,
        .__owned, .__shared, ._const, .nonisolated,
    ]

    /// Keywords that name types: `Self`, `Any`, and protocol inheritance's `class`.
    func isTypeNameKeyword(_ token: Token) -> Bool {
        token.keyword == .Self || token.keyword == .Any || token.keyword == .class
    }

    func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .leftParen, .leftSquare, .atSign: return true
        case .keyword: return isTypeNameKeyword(token)
        default: return false
        }
    }

    mutating func skipGenericArgumentsIfPresent() {
        if current.kind == .operator, firstByte(of: current) == UInt8(ascii: "<") {
            skipGenericAngleBrackets()
        }
    }

    /// Skips `<...>` starting at the `<` that begins `current`, splitting operators such as
    /// `>>`, `>?` or `>=` so that only the closing `>` is consumed. Stops without consuming
    /// at a token that cannot appear in generic arguments (`{`, `}`, `;`, end of file).
    mutating func skipGenericAngleBrackets() {
        var depth = 0
        while true {
            switch current.kind {
            case .operator:
                let first = firstByte(of: current)
                if first == UInt8(ascii: "<") {
                    depth += 1
                    consumeFirstByteOfOperator()
                } else if first == UInt8(ascii: ">") {
                    depth -= 1
                    consumeFirstByteOfOperator()
                    if depth == 0 { return }
                } else if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
                    // The `?` of `>?>` in `A<B<C>?>`: postfix, and the `>` after it closes.
                    consumeFirstByteOfOperator()
                } else {
                    advance()
                }
            case .leftParen, .leftSquare:
                skipBalancedGroup()
            case .leftBrace, .rightBrace, .rightParen, .rightSquare, .semicolon, .endOfFile:
                return
            default:
                advance()
            }
        }
    }
}
