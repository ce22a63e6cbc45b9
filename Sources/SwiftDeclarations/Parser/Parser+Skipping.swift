extension Parser {
    /// Skips a bracketed group starting at `(`, `[` or `{`, up to its matching closer.
    /// All three bracket kinds share one counter: this is linear, needs no stack, and
    /// brackets inside strings, comments and regexes are not tokens, so they cannot count.
    mutating func skipBalancedGroup() {
        var depth = 0
        repeat {
            guard current.kind != .endOfFile else { return }
            depth += current.kind.bracketDepthChange
            advance()
        } while depth > 0
    }

    /// Skips a body `{ ... }` (of a function or accessors) as `skipBalancedGroup` does, for a
    /// group whose tokens nothing reads: when the lexer has not gone past the tokens counted
    /// so far, it skips the rest of the group itself without keeping those tokens, which are
    /// most of the tokens of a file.
    mutating func skipBody() {
        var depth = 0
        repeat {
            guard current.kind != .endOfFile else { return }
            depth += current.kind.bracketDepthChange
            if depth > 0, currentIndex == lexer.tokens.count - 1 {
                lexer.skipGroup(openBrackets: depth)
                // The next token closes the group, or ends the file.
                advance()
                advance()
                return
            }
            advance()
        } while depth > 0
    }

    /// Skips the rest of a body whose `{` was consumed, up to and including its `}`.
    mutating func skipRestOfBody() {
        var depth = 1
        while current.kind != .endOfFile {
            depth += current.kind.bracketDepthChange
            advance()
            if depth == 0 { return }
        }
    }

    /// Skips one token, or a whole bracketed group when `current` opens one.
    mutating func skipBalancedUnit() {
        switch current.kind {
        case .leftParen, .leftSquare, .leftBrace: skipBalancedGroup()
        default: advance()
        }
    }

    /// Skips to the next token that can start a declaration on a new line, or to a `}`,
    /// `;` or the end of file; consumes at least one token.
    mutating func skipToNextDeclaration() {
        repeat {
            skipBalancedUnit()
        } while !isAtDeclarationBoundary
    }

    /// Whether `current` is where `skipToNextDeclaration` stops: a declaration on a new line,
    /// `}`, `;` or the end of file. A declaration left incomplete (`struct A` with no body)
    /// must not skip past it, or it would swallow the next declaration or the `}` of its type.
    var isAtDeclarationBoundary: Bool {
        mutating get {
            current.kind == .endOfFile || current.kind == .rightBrace || current.kind == .semicolon
                || (current.isAtStartOfLine && currentStartsDeclaration)
        }
    }

    /// Skips an expression (an initial or default value): up to a `,`, a closing bracket,
    /// `;`, or a declaration on a new line. With `stopAtAccessorBlock`, it also stops at a
    /// `{` that opens `willSet`/`didSet` (`var x = 1 { didSet { ... } }`); any other `{` is a
    /// trailing closure and part of the expression.
    mutating func skipExpression(stopAtAccessorBlock: Bool) {
        /// Whether `current` follows a name, where `<` may open generic arguments.
        var followsName = false
        while true {
            switch current.kind {
            case .endOfFile, .comma, .semicolon, .rightParen, .rightSquare, .rightBrace:
                return
            case .leftBrace:
                if stopAtAccessorBlock, accessorBlockIsObserversOnly() { return }
                skipBalancedGroup()
                followsName = false
            case .leftParen, .leftSquare:
                skipBalancedGroup()
                followsName = false
            default:
                if current.isAtStartOfLine, currentStartsDeclaration { return }
                // The comma in `Dictionary<String, Int>()` does not end the expression.
                if followsName, current.kind == .operator, firstByte(of: current) == UInt8(ascii: "<"),
                   skipGenericArgumentsInExpression() {
                    followsName = false
                    continue
                }
                followsName = current.kind == .identifier || current.keyword == .Self
                advance()
            }
        }
    }

    /// With `current` at a `<` after a name in an expression: skips the generic arguments
    /// it opens and returns true, or returns false, consuming nothing, when it is a
    /// comparison. As swiftc decides: types must follow up to a matching `>`, and then a
    /// token that can follow a type, such as `(`, `.`, `,` or `)`.
    private mutating func skipGenericArgumentsInExpression() -> Bool {
        let offset = current.startOffset
        if genericArgumentEnds[offset] == nil { scanGenericArguments() }
        guard let end = genericArgumentEnds[offset] ?? nil else { return false }
        checkpoint = end
        return true
    }

    /// Decides, in one pass from the `<` at `current`, every `<` up to where the outermost
    /// one closes or turns out to be a comparison, and records the verdicts in
    /// `genericArgumentEnds`; consumes nothing. Recording the inner ones too means no token
    /// is scanned twice, so `a<b<c<d...` stays linear.
    private mutating func scanGenericArguments() {
        let start = checkpoint
        var openOffsets: [Int] = []
        scan: while true {
            switch current.kind {
            case .operator where firstByte(of: current) == UInt8(ascii: "<"):
                openOffsets.append(current.startOffset)
                consumeFirstByteOfOperator()
            case .operator where firstByte(of: current) == UInt8(ascii: ">"):
                consumeFirstByteOfOperator()
                let offset = openOffsets.removeLast()
                genericArgumentEnds[offset] = canFollowGenericArguments(current) ? checkpoint : .some(nil)
                if openOffsets.isEmpty { break scan }
            case .operator where token(current, is: "&") || token(current, is: "~"):
                advance()
            case .operator where firstByte(of: current) == UInt8(ascii: "?") || firstByte(of: current) == UInt8(ascii: "!"):
                // The `?` of `>?>` in `A<B<C>?>()`.
                consumeFirstByteOfOperator()
            case .leftParen, .leftSquare:
                skipBalancedGroup()
            case .identifier, .period, .comma, .arrow, .atSign, .postfixQuestion, .postfixExclamation:
                advance()
            case .keyword where isTypeNameKeyword(current) || current.keyword == .throws || current.keyword == .repeat:
                advance()
            default:
                break scan
            }
        }
        for offset in openOffsets { genericArgumentEnds[offset] = .some(nil) }
        checkpoint = start
    }

    /// Whether `token` may follow generic arguments in an expression (swiftc's
    /// "generic type disambiguating token").
    private func canFollowGenericArguments(_ token: Token) -> Bool {
        switch token.kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .colon,
             .endOfFile, .postfixQuestion, .postfixExclamation:
            return true
        case .leftParen, .leftSquare:
            return !token.isAtStartOfLine
        case .operator:
            return self.token(token, is: "&") || self.token(token, is: "?") || self.token(token, is: "!")
        default:
            return false
        }
    }

    /// Skips until the `)` that closes the current parameter list (or a `,` at its level
    /// with `orComma`), without consuming it. A `{` or `}` ends an unclosed list too
    /// (`func f(x: Int {`): no parameter can hold one outside a default value.
    mutating func skipUntilClosingParenthesis(orComma: Bool = false) {
        while current.kind != .rightParen, current.kind != .endOfFile, current.kind != .rightBrace,
              current.kind != .leftBrace, !(orComma && current.kind == .comma) {
            skipBalancedUnit()
        }
        if !orComma, current.kind == .rightParen { advance() }
    }

    /// Whether the current token can begin a declaration: an attribute, a `#` directive,
    /// a declaration keyword, or a modifier.
    var currentStartsDeclaration: Bool {
        mutating get {
            switch current.kind {
            case .atSign, .poundKeyword:
                return true
            case .keyword, .identifier:
                guard let keyword = current.keyword,
                      Parser.declarationKeywords.contains(keyword) || Parser.modifierKeywords.contains(keyword)
                else { return false }
                // A contextual word acts as a keyword only before a name or another keyword,
                // or as a modifier with its detail: `nonisolated(unsafe) static let`.
                if current.kind == .keyword || (isWord(next) && !next.isAtStartOfLine) { return true }
                return Parser.modifierKeywords.contains(keyword) && hasModifierDetail(at: currentIndex)
            default:
                return false
            }
        }
    }}
