extension Parser {
    /// Skips a bracketed group starting at `(`, `[` or `{`, up to its matching closer.
    /// All three bracket kinds share one counter: this is linear, needs no stack, and
    /// brackets inside strings, comments and regexes are not tokens, so they cannot count.
    mutating func skipBalancedGroup() {
        var depth = 0
        repeat {
            switch current.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .endOfFile: return
            default: break
            }
            advance()
        } while depth > 0
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
        } while current.kind != .endOfFile && current.kind != .rightBrace && current.kind != .semicolon
            && !(current.isAtStartOfLine && currentStartsDeclaration)
    }

    /// Skips an expression (an initial or default value): up to a `,`, a closing bracket,
    /// `;`, or a declaration on a new line. With `stopAtAccessorBlock`, it also stops at a
    /// `{` that opens `willSet`/`didSet` (`var x = 1 { didSet { ... } }`); any other `{` is a
    /// trailing closure and part of the expression.
    mutating func skipExpression(stopAtAccessorBlock: Bool) {
        while true {
            switch current.kind {
            case .endOfFile, .comma, .semicolon, .rightParen, .rightSquare, .rightBrace:
                return
            case .leftBrace:
                if stopAtAccessorBlock, accessorBlockIsObserversOnly() { return }
                skipBalancedGroup()
            case .leftParen, .leftSquare:
                skipBalancedGroup()
            default:
                if current.isAtStartOfLine, currentStartsDeclaration { return }
                advance()
            }
        }
    }

    /// Skips until the `)` that closes the current parameter list (or a `,` at its level
    /// with `orComma`), without consuming it.
    mutating func skipUntilClosingParenthesis(orComma: Bool = false) {
        while current.kind != .rightParen, current.kind != .endOfFile, current.kind != .rightBrace,
              !(orComma && current.kind == .comma) {
            skipBalancedUnit()
        }
        if !orComma, current.kind == .rightParen { advance() }
    }

    /// Whether the current token can begin a declaration: an attribute, a `#` directive,
    /// a declaration keyword, or a modifier.
    var currentStartsDeclaration: Bool {
        switch current.kind {
        case .atSign, .poundKeyword:
            return true
        case .keyword, .identifier:
            guard let keyword = current.keyword,
                  Parser.declarationKeywords.contains(keyword) || Parser.modifierKeywords.contains(keyword)
            else { return false }
            // A contextual word acts as a keyword only before a name or another keyword.
            return current.kind == .keyword || (isWord(next) && !next.isAtStartOfLine)
        default:
            return false
        }
    }

    // MARK: - Conditional compilation

    func isConditionalCompilationDirective(_ token: Token) -> Bool {
        self.token(token, is: "#if") || self.token(token, is: "#elseif") || self.token(token, is: "#else")
            || self.token(token, is: "#endif")
    }

    /// Skips `#if`/`#elseif` with their condition (the rest of the line), or `#else`/`#endif`.
    /// The declarations of every branch are then parsed as usual.
    mutating func skipConditionalCompilationDirective() {
        let takesCondition = token(current, is: "#if") || token(current, is: "#elseif")
        advance()
        guard takesCondition else { return }
        while current.kind != .endOfFile, !current.isAtStartOfLine {
            skipBalancedUnit()
        }
    }
}
