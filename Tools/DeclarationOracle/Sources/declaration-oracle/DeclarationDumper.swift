import SwiftSyntax

/// Renders one file in the format of `dikitgen dump-declarations`, read off swift-syntax's
/// tree:
///
/// ```
/// import [KIND ]A.B
/// type KIND NAME[ : T1, T2]
///   prop [static ]let|var NAME[ : TYPE]
///   func [static |class ]NAME(P1, P2)[ async][ throws|throws(E)|rethrows][ -> RET]
///   typealias NAME = TYPE
/// ```
///
/// Imports come first, then declarations in source order, two spaces of indentation per
/// enclosing type. Every `#if` branch is walked. Nothing in a function, accessor or closure
/// body, or in a top-level statement, is printed. Names are printed without backticks, as
/// dikitgen reads them, and a type's text keeps the backticks of keywords only.
final class DeclarationDumper: SyntaxVisitor {
    private var imports: [String] = []
    private var declarations: [String] = []
    /// Kinds (`struct`, `enum`, ...) of the types whose member block is being walked,
    /// innermost last.
    private var enclosingTypes: [String] = []

    static func dump(_ file: SourceFileSyntax) -> String {
        let dumper = DeclarationDumper(viewMode: .fixedUp)
        dumper.walk(file)
        return (dumper.imports + dumper.declarations).map { $0 + "\n" }.joined()
    }

    private func emit(_ line: String) {
        declarations.append(String(repeating: "  ", count: enclosingTypes.count) + line)
    }

    // MARK: - What holds declarations

    /// A top-level statement or expression (`if`, `do`, a closure call, ...) holds nothing
    /// that is printed; only top-level declarations (including `#if`) are walked.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    // `#if` is walked with the default `.visitChildren`: its clauses hold statements at top
    // level and member block items in type bodies.

    private func visitType(
        _ kind: String, _ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
    ) -> SyntaxVisitorContinueKind {
        var line = "type \(kind) \(name)"
        if let inheritance {
            line += " : " + inheritance.inheritedTypes.map { typeText($0.type) }.joined(separator: ", ")
        }
        emit(line)
        enclosingTypes.append(kind)
        walk(members)
        enclosingTypes.removeLast()
        // Attributes, generic clauses and the inheritance clause hold no declarations.
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("struct", declaredName(node.name), node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("class", declaredName(node.name), node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("enum", declaredName(node.name), node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("actor", declaredName(node.name), node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("protocol", declaredName(node.name), node.inheritanceClause, node.memberBlock)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        visitType("extension", typeText(node.extendedType), node.inheritanceClause, node.memberBlock)
    }

    // MARK: - Printed declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard enclosingTypes.isEmpty else { return .skipChildren }
        var line = "import "
        if let kind = node.importKindSpecifier { line += kind.text + " " }
        line += node.path.map { nameWithoutBackticks($0.name) }.joined(separator: ".")
        imports.append(line)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Stored properties of types that can have them; not protocol requirements, not
        // top-level variables.
        guard let container = enclosingTypes.last,
              ["struct", "class", "actor", "extension"].contains(container) else { return .skipChildren }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let bindings = Array(node.bindings)
        for (index, binding) in bindings.enumerated() {
            // A tuple pattern (`let (a, b) = ...`) binds no single name.
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ declaredName($0.identifier) }),
                  isStored(binding) else { continue }
            var line = "prop " + (isStatic ? "static " : "") + node.bindingSpecifier.text + " " + name
            if let type = declaredType(of: index, in: bindings) { line += " : " + typeText(type) }
            emit(line)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !enclosingTypes.isEmpty {
            emitFunction(node.modifiers, declaredName(node.name), node.signature)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if !enclosingTypes.isEmpty {
            emitFunction(node.modifiers, "init" + (node.optionalMark?.text ?? ""), node.signature)
        }
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        emit("typealias \(declaredName(node.name)) = \(typeText(node.initializer.value))")
        return .skipChildren
    }

    // MARK: - Not printed, and nothing inside them is either

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: OperatorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: PrecedenceGroupDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - Pieces

    private func emitFunction(_ modifiers: DeclModifierListSyntax, _ name: String, _ signature: FunctionSignatureSyntax) {
        var line = "func "
        if let modifier = modifiers.first(where: { ["static", "class"].contains($0.name.text) }) {
            line += modifier.name.text + " "
        }
        let parameters = signature.parameterClause.parameters.map { parameter in
            // A lone name is written as a label is (`func f(in: Int)` is Swift).
            var text = argumentLabel(parameter.firstName)
            if let secondName = parameter.secondName { text += " " + declaredName(secondName) }
            text += ": " + typeText(parameter.type)
            if parameter.ellipsis != nil { text += "..." }
            return text
        }
        line += name + "(" + parameters.joined(separator: ", ") + ")"
        if let effects = signature.effectSpecifiers {
            if let async = effects.asyncSpecifier { line += " " + async.text }
            if let throwsClause = effects.throwsClause {
                line += " " + throwsClause.throwsSpecifier.text
                if let errorType = throwsClause.type { line += "(" + typeText(errorType) + ")" }
            }
        }
        if let returnClause = signature.returnClause { line += " -> " + typeText(returnClause.type) }
        emit(line)
    }

    /// A binding is stored unless it has a getter: no accessor block, or only `willSet` and
    /// `didSet` observers.
    private func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors):
            accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The written type of a binding; in `var a, b: Int` a binding with neither a type nor
    /// an initial value takes the type written after it.
    private func declaredType(of index: Int, in bindings: [PatternBindingSyntax]) -> TypeSyntax? {
        for binding in bindings[index...] {
            if let type = binding.typeAnnotation?.type { return type }
            if binding.initializer != nil { return nil }
        }
        return nil
    }
}

/// The tokens of `node` as written, with one space wherever the source has whitespace,
/// newlines or comments between two tokens, and none where it has none.
func typeText(_ node: some SyntaxProtocol) -> String {
    var text = ""
    var previous: TokenSyntax?
    for token in node.tokens(viewMode: .sourceAccurate) {
        if let previous, !previous.trailingTrivia.isEmpty || !token.leadingTrivia.isEmpty {
            text += " "
        }
        text += isBackticked(token) && !dikitgenKeywords.contains(nameWithoutBackticks(token)) ? nameWithoutBackticks(token) : token.text
        previous = token
    }
    return text
}

/// A name as dikitgen reads it: without its backticks (`` `Clock` `` is `Clock`).
func nameWithoutBackticks(_ token: TokenSyntax) -> String {
    isBackticked(token) ? String(token.text.dropFirst().dropLast()) : token.text
}

/// A declared name as Swift must write it: in backticks when it is a reserved word.
func declaredName(_ token: TokenSyntax) -> String {
    let name = nameWithoutBackticks(token)
    return reservedWords.contains(name) ? "`\(name)`" : name
}

/// An argument label, or a parameter's lone name, as Swift must write it: every word may be
/// one but `inout`, `var` and `let`.
func argumentLabel(_ token: TokenSyntax) -> String {
    let label = nameWithoutBackticks(token)
    return ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
}

/// The words that are a name only in backticks (SwiftDeclarations' reserved `Keyword`s).
let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
]

func isBackticked(_ token: TokenSyntax) -> Bool {
    token.text.count > 2 && token.text.hasPrefix("`") && token.text.hasSuffix("`")
}

/// The words dikitgen's lexer knows as keywords (SwiftDeclarations' `Keyword`), reserved or
/// contextual: a type's text keeps them in backticks, which would be read as keywords without.
let dikitgenKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "actor", "any",
    "async", "await", "borrowing", "consuming", "convenience", "didSet", "distributed", "dynamic", "each",
    "final", "get", "indirect", "infix", "isolated", "lazy", "macro", "mutating", "nonisolated", "nonmutating",
    "open", "optional", "override", "package", "postfix", "prefix", "Protocol", "reasync", "required",
    "sending", "set", "some", "Type", "unowned", "weak", "willSet", "__consuming", "__owned", "__shared",
    "_modify", "_read", "modify", "read", "_const",
]
