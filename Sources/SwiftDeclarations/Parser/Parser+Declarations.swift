extension Parser {
    /// Parses one declaration starting at `current`, or skips what is not one.
    mutating func parseDeclaration() -> DeclarationResult {
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        switch current.keyword {
        case .import where current.kind == .keyword:
            return .import(parseImport(attributes: attributes))
        case .struct, .enum, .protocol, .extension:
            return parseTypeDeclaration(attributes: attributes, modifiers: modifiers)
        case .class where current.kind == .keyword:
            return parseTypeDeclaration(attributes: attributes, modifiers: modifiers)
        case .actor where next.kind == .identifier && !next.isAtStartOfLine:
            return parseTypeDeclaration(attributes: attributes, modifiers: modifiers)
        case .func where current.kind == .keyword, .`init` where current.kind == .keyword:
            return .declaration(.function(parseFunction(attributes: attributes, modifiers: modifiers)))
        case .var where current.kind == .keyword, .let where current.kind == .keyword:
            let variables = parseVariables(attributes: attributes, modifiers: modifiers)
            return variables.count == 1 ? .declaration(.variable(variables[0])) : .declarations(variables.map(Declaration.variable))
        case .typealias where current.kind == .keyword:
            return .declaration(.typeAlias(parseTypeAlias(modifiers: modifiers)))
        case .associatedtype where current.kind == .keyword:
            return .declaration(.associatedType(parseAssociatedType()))
        case .case, .subscript, .deinit, .operator, .precedencegroup:
            skipToNextDeclaration()
            return .none
        case .macro where next.kind == .identifier:
            skipToNextDeclaration()
            return .none
        default:
            if current.kind == .poundKeyword {
                // A macro expansion or `#warning`/`#error` at declaration level. A `#if`,
                // `#else` or `#endif` that cut off attributes or modifiers is the caller's.
                if !isConditionalCompilationDirective(current) { skipToNextDeclaration() }
            } else if !attributes.isEmpty || !modifiers.isEmpty, !isAtDeclarationBoundary {
                // Attributes or modifiers followed by no declaration.
                skipToNextDeclaration()
            }
            // Otherwise a statement: the caller skips it one bracket group at a time.
            return .none
        }
    }

    // MARK: - Attributes and modifiers

    /// Attributes such as `@MainActor` or `@available(iOS 13, *)`. In a type (`inType`),
    /// the attributes that never take arguments do not take a `(` that follows them:
    /// `@escaping()` is `@escaping` and a tuple, as swift-syntax reads it.
    mutating func parseAttributes(inType: Bool = false) -> [Attribute] {
        var attributes: [Attribute] = []
        while current.kind == .atSign {
            let offset = current.startOffset
            advance()
            guard isWord(current) else { break }
            let nameIndex = currentIndex
            let nameStart = current.startOffset
            advance()
            // Qualified or generic attribute names: `@Module.Wrapper<Int>`.
            while current.kind == .period, !current.hasLeadingTrivia, isWord(next) {
                advance()
                advance()
            }
            if firstByte(of: current) == UInt8(ascii: "<"), current.kind == .operator, !current.hasLeadingTrivia {
                skipGenericAngleBrackets()
            }
            let name = normalizedText(fromToken: nameIndex, offset: nameStart, to: previousEnd)
            var arguments: String?
            if current.kind == .leftParen, !current.hasLeadingTrivia,
               !(inType && Parser.typeAttributesWithoutArguments.contains(name)) {
                let open = current.endOffset
                skipBalancedGroup()
                arguments = text(from: open, to: previousEnd - 1)
            }
            attributes.append(Attribute(name: name, arguments: arguments, offset: offset))
        }
        return attributes
    }

    /// swift-syntax's type attributes that never take arguments.
    static let typeAttributesWithoutArguments: Set<String> = [
        "_local", "_noMetadata", "async", "escaping", "noDerivative", "noescape", "preconcurrency",
        "retroactive", "Sendable", "unchecked", "autoclosure",
    ]

    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while isModifier(current) {
            let name = text(of: current)
            let offset = current.startOffset
            advance()
            var detail: String?
            if current.kind == .leftParen, isWord(next), token(at: currentIndex + 2).kind == .rightParen {
                advance()
                detail = text(of: current)
                advance()
                advance()
            }
            modifiers.append(Modifier(name: name, detail: detail, offset: offset))
        }
        return modifiers
    }

    /// Whether `token` (the current token) acts as a declaration modifier here: a modifier
    /// word followed, after an optional `(set)`-style detail, by a declaration keyword or
    /// another modifier. `class` is a modifier only in that position (`class func`).
    mutating func isModifier(_ token: Token) -> Bool {
        guard let keyword = token.keyword, Parser.modifierKeywords.contains(keyword) else { return false }
        let followingIndex = indexAfterModifier(at: currentIndex)
        let following = self.token(at: followingIndex)
        if token.kind == .keyword, keyword != .class { return true }
        guard isWord(following), let followingKeyword = following.keyword else { return false }
        if Parser.declarationKeywords.contains(followingKeyword) { return true }
        guard Parser.modifierKeywords.contains(followingKeyword) else { return false }
        // A contextual modifier that follows must be followed by a word in turn: `class final
        // func f()` has two modifiers, but `class open {}` declares a class named `open`.
        return following.kind == .keyword || isWord(self.token(at: indexAfterModifier(at: followingIndex)))
    }

    /// Whether the modifier at `index` has a detail such as `(set)` or `(unsafe)` and a word
    /// after it on the same line, as in `nonisolated(unsafe) static let` or `private(set) var`.
    /// The detail must be one a modifier takes, so a call `open(file)` is not taken for one.
    mutating func hasModifierDetail(at index: Int) -> Bool {
        guard token(at: index + 1).kind == .leftParen, token(at: index + 3).kind == .rightParen,
              isWord(token(at: index + 4)), !token(at: index + 4).isAtStartOfLine else { return false }
        let detail = token(at: index + 2)
        return token(detail, is: "set") || token(detail, is: "unsafe") || token(detail, is: "safe")
            || token(detail, is: "nonsending")
    }

    /// The index of the token after the modifier at `index` and its `(set)`-style detail.
    private mutating func indexAfterModifier(at index: Int) -> Int {
        let following = index + 1
        if token(at: following).kind == .leftParen, isWord(token(at: following + 1)),
           token(at: following + 2).kind == .rightParen {
            return following + 3
        }
        return following
    }

    static let modifierKeywords: KeywordSet = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .class, .final,
        .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned,
        .dynamic, .optional, .indirect, .prefix, .postfix, .infix, .nonisolated, .distributed,
        .__consuming, .consuming, .borrowing,
    ]

    static let declarationKeywords: KeywordSet = [
        .import, .struct, .class, .enum, .protocol, .extension, .actor, .func, .`init`, .deinit,
        .subscript, .var, .let, .typealias, .associatedtype, .case, .operator, .precedencegroup,
        .macro,
    ]

    // MARK: - Imports

    mutating func parseImport(attributes: [Attribute]) -> ImportDeclaration {
        let offset = current.startOffset
        advance()
        var kind: String?
        if let keyword = current.keyword, !current.isAtStartOfLine,
           [.typealias, .struct, .class, .enum, .protocol, .let, .var, .func].contains(keyword) {
            kind = text(of: current)
            advance()
        }
        var path: [String] = []
        while !current.isAtStartOfLine, isWord(current) || current.kind == .operator {
            path.append(name(of: current))
            advance()
            guard current.kind == .period, !current.isAtStartOfLine else { break }
            advance()
        }
        return ImportDeclaration(attributes: attributes, kind: kind, path: path, offset: offset)
    }

    // MARK: - Types

    mutating func parseTypeDeclaration(attributes: [Attribute], modifiers: [Modifier]) -> DeclarationResult {
        let offset = current.startOffset
        let kind: TypeKind = switch current.keyword {
        case .struct: .struct
        case .class: .class
        case .enum: .enum
        case .protocol: .protocol
        case .actor: .actor
        default: .extension
        }
        advance()
        let nameOffset = current.startOffset
        var name = ""
        if kind == .extension {
            name = parseType()?.text ?? ""
        } else if isWord(current), !current.isAtStartOfLine || current.kind == .identifier {
            name = self.name(of: current)
            advance()
        }
        var type = TypeDeclaration(
            kind: kind, name: name, attributes: attributes, modifiers: modifiers,
            genericParameters: parseGenericParameterClause(), inheritance: [], whereClause: nil,
            members: [], offset: offset, nameOffset: nameOffset, bodyEnd: TypeDeclaration.noBody, conditions: conditions
        )
        if current.kind == .colon {
            advance()
            type.inheritance = parseInheritanceList()
        }
        type.whereClause = parseWhereClause()
        guard current.kind == .leftBrace else {
            if !isAtDeclarationBoundary { skipToNextDeclaration() }
            return .declaration(.type(type))
        }
        advance()
        type.openBody()
        return .typeWithBody(type)
    }

    /// `T1, T2, ...` after a `:`, in a type or associated type declaration.
    mutating func parseInheritanceList() -> [TypeText] {
        var inherited: [TypeText] = []
        while let type = parseType() {
            inherited.append(type)
            guard current.kind == .comma else { break }
            advance()
        }
        return inherited
    }

    /// `<...>` right after a name, as written.
    mutating func parseGenericParameterClause() -> String? {
        guard current.kind == .operator, firstByte(of: current) == UInt8(ascii: "<") else { return nil }
        let startIndex = currentIndex
        let startOffset = current.startOffset
        skipGenericAngleBrackets()
        return normalizedText(fromToken: startIndex, offset: startOffset, to: previousEnd, isType: true)
    }

    /// The requirements after `where`, up to the body or the next declaration.
    mutating func parseWhereClause() -> String? {
        guard current.keyword == .where else { return nil }
        advance()
        let startIndex = currentIndex
        let startOffset = current.startOffset
        while current.kind != .leftBrace, current.kind != .rightBrace, current.kind != .endOfFile,
              current.kind != .semicolon, !(current.isAtStartOfLine && currentStartsDeclaration) {
            skipBalancedUnit()
        }
        return normalizedText(fromToken: startIndex, offset: startOffset, to: previousEnd)
    }

    // MARK: - Functions and initializers

    mutating func parseFunction(attributes: [Attribute], modifiers: [Modifier]) -> FunctionDeclaration {
        let offset = current.startOffset
        let isInitializer = current.keyword == .`init`
        advance()
        var kind = FunctionDeclaration.Kind.function
        var name = "init"
        let nameOffset = isInitializer ? offset : current.startOffset
        if isInitializer {
            if current.kind == .postfixQuestion || current.kind == .postfixExclamation {
                kind = .initializer(optionality: text(of: current))
                advance()
            } else {
                kind = .initializer(optionality: "")
            }
        } else if current.kind == .operator, current.length > 1,
                  bytes[current.endOffset - 1] == UInt8(ascii: "<"), isWord(next) {
            // `func ==<T>(...)`: the name leaves its last `<` to open the generic parameters,
            // as swift-syntax reads it.
            name = text(from: current.startOffset, to: current.endOffset - 1)
            previousEnd = current.endOffset - 1
            current.start += current.length - 1
            current.length = 1
            current.flags = []
        } else if isWord(current) || current.kind == .operator || current.kind == .period
                    || current.kind == .postfixQuestion || current.kind == .postfixExclamation {
            name = self.name(of: current)
            advance()
        } else {
            name = ""
        }
        var function = FunctionDeclaration(
            kind: kind, name: name, attributes: attributes, modifiers: modifiers,
            genericParameters: parseGenericParameterClause(), parameters: [], isAsync: false,
            throwsClause: nil, returnType: nil, whereClause: nil, hasBody: false,
            offset: offset, nameOffset: nameOffset, conditions: conditions
        )
        if current.kind == .leftParen {
            function.parameters = parseParameterClause()
        }
        parseEffects(isAsync: &function.isAsync, throwsClause: &function.throwsClause)
        if current.kind == .arrow {
            advance()
            function.returnType = parseType()
        }
        function.whereClause = parseWhereClause()
        if current.kind == .leftBrace {
            skipBody()
            function.hasBody = true
        }
        return function
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in any order.
    mutating func parseEffects(isAsync: inout Bool, throwsClause: inout FunctionDeclaration.ThrowsClause?) {
        while true {
            switch current.keyword {
            case .async, .reasync:
                isAsync = true
                advance()
            case .throws:
                advance()
                // swiftc reads a `(` after `throws` as the error type, even after a space.
                if current.kind == .leftParen {
                    advance()
                    let type = parseType()?.text ?? ""
                    skipUntilClosingParenthesis()
                    throwsClause = .typedThrows(type)
                } else {
                    throwsClause = .throws
                }
            case .rethrows:
                throwsClause = .rethrows
                advance()
            default:
                return
            }
        }
    }

    /// `(label name: Type = default, ...)`, with `current` at `(`.
    mutating func parseParameterClause() -> [Parameter] {
        advance()
        var parameters: [Parameter] = []
        // A brace ends an unclosed clause (`func f(x: Int {`): skipping stops at it, so must the loop.
        while current.kind != .rightParen, current.kind != .endOfFile, current.kind != .rightBrace,
              current.kind != .leftBrace {
            let offset = current.startOffset
            _ = parseAttributes()
            guard isWord(current) else {
                skipUntilClosingParenthesis(orComma: true)
                if current.kind == .comma { advance() }
                continue
            }
            var parameter = Parameter(
                firstName: name(of: current), secondName: nil, type: nil, isVariadic: false,
                defaultValue: nil, offset: offset
            )
            advance()
            if isWord(current) {
                parameter.secondName = name(of: current)
                advance()
            }
            if current.kind == .colon {
                advance()
                parameter.type = parseType()
            }
            if current.kind == .operator, token(current, is: "...") {
                parameter.isVariadic = true
                advance()
            }
            if current.kind == .equal {
                advance()
                let startIndex = currentIndex
                let startOffset = current.startOffset
                skipExpression(stopAtAccessorBlock: false)
                parameter.defaultValue = normalizedText(fromToken: startIndex, offset: startOffset, to: previousEnd)
            }
            parameters.append(parameter)
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                skipUntilClosingParenthesis(orComma: true)
                if current.kind == .comma { advance() }
            }
        }
        if current.kind == .rightParen { advance() }
        return parameters
    }

    // MARK: - Properties

    /// `let`/`var` with one or more bindings: `var a, b: Int`, `let x = 1, y: Y`.
    mutating func parseVariables(attributes: [Attribute], modifiers: [Modifier]) -> [VariableDeclaration] {
        let offset = current.startOffset
        let isLet = current.keyword == .let
        advance()
        var bindings: [VariableDeclaration] = []
        while true {
            var binding = VariableDeclaration(
                attributes: attributes, modifiers: modifiers, isLet: isLet, name: nil, type: nil,
                hasInitializer: false, accessors: .none, offset: offset, nameOffset: current.startOffset,
                conditions: conditions
            )
            if isWord(current) {
                binding.name = self.name(of: current)
                advance()
            } else if current.kind == .leftParen {
                skipBalancedGroup()
            } else {
                if !isAtDeclarationBoundary { skipToNextDeclaration() }
                break
            }
            if current.kind == .colon {
                advance()
                binding.type = parseType()
            }
            if current.kind == .equal {
                advance()
                binding.hasInitializer = true
                skipExpression(stopAtAccessorBlock: true)
            }
            if current.kind == .leftBrace {
                binding.accessors = accessorBlockIsObserversOnly() ? .observers : .computed
                skipBody()
            }
            bindings.append(binding)
            guard current.kind == .comma else { break }
            advance()
        }
        // In `var a, b: Int`, `a` has the type written after `b`.
        var laterType: TypeText?
        for index in bindings.indices.reversed() {
            if let type = bindings[index].type {
                laterType = type
            } else if !bindings[index].hasInitializer, bindings[index].accessors == .none {
                bindings[index].type = laterType
            } else {
                laterType = nil
            }
        }
        return bindings
    }

    /// With `current` at `{` after a variable: whether the block holds only `willSet` and
    /// `didSet` (a stored property with observers) rather than a getter.
    mutating func accessorBlockIsObserversOnly() -> Bool {
        var index = currentIndex + 1
        // Skip attributes such as `@MainActor` before the first accessor.
        while token(at: index).kind == .atSign { index += 2 }
        let keyword = token(at: index).keyword
        return keyword == .willSet || keyword == .didSet
    }

    // MARK: - Type aliases and associated types

    mutating func parseTypeAlias(modifiers: [Modifier]) -> TypeAliasDeclaration {
        let offset = current.startOffset
        advance()
        var name = ""
        if isWord(current) {
            name = self.name(of: current)
            advance()
        }
        let genericParameters = parseGenericParameterClause()
        var type: TypeText?
        if current.kind == .equal {
            advance()
            type = parseType()
        }
        _ = parseWhereClause()
        return TypeAliasDeclaration(
            name: name, modifiers: modifiers, genericParameters: genericParameters, type: type, offset: offset,
            conditions: conditions
        )
    }

    mutating func parseAssociatedType() -> AssociatedTypeDeclaration {
        let offset = current.startOffset
        advance()
        var declaration = AssociatedTypeDeclaration(name: "", inheritance: [], defaultType: nil, offset: offset)
        if isWord(current) {
            declaration.name = self.name(of: current)
            advance()
        }
        if current.kind == .colon {
            advance()
            declaration.inheritance = parseInheritanceList()
        }
        if current.kind == .equal {
            advance()
            declaration.defaultType = parseType()
        }
        _ = parseWhereClause()
        return declaration
    }
}
