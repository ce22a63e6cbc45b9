extension Parser {
    func isConditionalCompilationDirective(_ token: Token) -> Bool {
        self.token(token, is: "#if") || self.token(token, is: "#elseif") || self.token(token, is: "#else")
            || self.token(token, is: "#endif")
    }

    /// Parses the `#if`, `#elseif`, `#else` or `#endif` at `current`, with the condition that
    /// `#if` and `#elseif` take: records a new block in `blocks`, or a clause of the innermost
    /// block open in this scope, and updates `conditions` to match. The declarations of every
    /// clause are then parsed as usual. A `#elseif`, `#else` or `#endif` with no block open
    /// in this scope is skipped; a block left open is closed with its scope (by the parser's
    /// `closeType`, or by the end of the file).
    mutating func parseConditionalCompilationDirective(blocks: inout [ConditionalBlock]) {
        let directive = current
        let isIf = token(directive, is: "#if")
        if isIf, startsPostfixMemberChain() {
            return skipPostfixMemberChain()
        }
        advance()
        let condition = isIf || token(directive, is: "#elseif") ? parseCondition() : nil
        if isIf {
            conditions.append(ConditionalClause(block: blocks.count, clause: 0))
            blocks.append(ConditionalBlock(offset: directive.startOffset, conditions: [condition]))
        } else if let innermost = conditions.last {
            if token(directive, is: "#endif") {
                conditions.removeLast()
            } else {
                blocks[innermost.block].conditions.append(condition)
                conditions[conditions.count - 1].clause += 1
            }
        }
    }

    /// Skips the condition after `#if` or `#elseif`: the rest of the line, where brackets may
    /// span lines. Returns its text, normalized as types are.
    private mutating func parseCondition() -> String {
        let startIndex = currentIndex
        let startOffset = current.startOffset
        skipRestOfLine()
        return normalizedText(fromToken: startIndex, offset: startOffset, to: previousEnd)
    }

    /// Skips to the first token of the next line (a directive's line ends its condition).
    private mutating func skipRestOfLine() {
        while current.kind != .endOfFile, !current.isAtStartOfLine {
            skipBalancedUnit()
        }
    }

    /// Whether the `#if` at `current` continues an expression with members, as swift-syntax
    /// reads `value\n#if DEBUG\n.member\n#endif`: its first clause starts with `.`, after any
    /// `#if` lines nested at its start. Such a block holds no declarations and is not recorded.
    /// Consumes nothing.
    private mutating func startsPostfixMemberChain() -> Bool {
        // The `#if` lines nested at the start of a block already looked through share its
        // verdict: without this, a run of them would be looked through once for each.
        if currentIndex < plainConditionalBlockEnd { return false }
        let start = checkpoint
        repeat {
            advance()
            skipRestOfLine()
        } while token(current, is: "#if")
        let startsChain = current.kind == .period
        if !startsChain { plainConditionalBlockEnd = currentIndex }
        checkpoint = start
        return startsChain
    }

    /// Skips a postfix member chain's block, from its `#if` to its `#endif`, as part of the
    /// expression it continues. Stops at a `}` outside brackets, which closes the type the
    /// block was left open in, and at the end of the file.
    private mutating func skipPostfixMemberChain() {
        var depth = 0
        repeat {
            if token(current, is: "#if") {
                depth += 1
            } else if token(current, is: "#endif") {
                depth -= 1
            }
            skipBalancedUnit()
        } while depth > 0 && current.kind != .rightBrace && current.kind != .endOfFile
    }
}
