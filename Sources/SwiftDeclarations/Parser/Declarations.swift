/// What the declaration parser found in one file. Offsets are UTF-8 byte offsets into the
/// file; `SourceLocationConverter` turns them into lines and columns when needed.
public struct ParsedFile: Sendable {
    public var imports: [ImportDeclaration]
    /// Top-level declarations in source order, types holding their members.
    public var declarations: [Declaration]
    /// Every `#if` block of the file, nested ones included, in source order of their `#if`.
    public var conditionalBlocks: [ConditionalBlock]
    /// Problems the lexer found (unterminated literals, invalid bytes).
    public var lexerProblems: [LexerProblem]
}

/// One `#if … #elseif … #else … #endif` block of a file, as written.
public struct ConditionalBlock: Hashable, Sendable {
    /// Offset of its `#if`.
    public var offset: Int
    /// Each clause's condition in order, its text normalized as type texts are (runs of
    /// whitespace and comments folded into one space, e.g. `os(iOS) && DEBUG`); `nil` for `#else`.
    public var conditions: [String?]
}

/// The clause of a `#if` block that a declaration is written in.
public struct ConditionalClause: Hashable, Sendable {
    /// Index into `ParsedFile.conditionalBlocks`.
    public var block: Int
    /// Index into that block's `conditions`.
    public var clause: Int
}

/// A declaration the parser keeps. Indirect: each payload lives in a box of its own, so
/// copying a declaration (into a member list, out of it to render or read it) retains one
/// box instead of each of its strings and arrays, and a list of them stays compact.
public indirect enum Declaration: Sendable {
    case type(TypeDeclaration)
    case variable(VariableDeclaration)
    case function(FunctionDeclaration)
    case typeAlias(TypeAliasDeclaration)
    case associatedType(AssociatedTypeDeclaration)
}

/// The text of a type as written, with every run of whitespace and comments between two
/// tokens folded into one space (`[String:  Int]` → `[String: Int]`), and where it starts.
public struct TypeText: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var offset: Int

    public init(_ text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }

    public var description: String { text }
}

/// `@name` or `@name(arguments)`, as written.
public struct Attribute: Hashable, Sendable {
    public var name: String
    /// The text between the parentheses, if there are parentheses.
    public var arguments: String?
    public var offset: Int
}

/// `public`, `static`, `private(set)`, `nonisolated(unsafe)`, ...
public struct Modifier: Hashable, Sendable {
    public var name: String
    /// The word in parentheses, as in `private(set)`.
    public var detail: String?
    public var offset: Int
}

public struct ImportDeclaration: Sendable {
    public var attributes: [Attribute]
    /// `struct`, `class`, `func`, ... in `import struct M.X`.
    public var kind: String?
    /// `["M", "X"]` for `import M.X`.
    public var path: [String]
    public var offset: Int
}

public enum TypeKind: String, Sendable {
    case `struct`, `class`, `enum`, `protocol`, `actor`, `extension`
}

public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// The type's name, or the extended type's text for an extension.
    public var name: String
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// `<T: P, U>` as written, if any.
    public var genericParameters: String?
    public var inheritance: [TypeText]
    /// The text after `where`, if any.
    public var whereClause: String?
    public var members: [Declaration]
    /// Offset of the introducing keyword (`struct`, `class`, ...).
    public var offset: Int
    public var nameOffset: Int
    /// Where the body ends: its `}`'s offset, `bodyLeftOpen` for a body the file ends in, or
    /// `noBody` (`hasBody`, `closingBraceOffset`). One word where a `Bool` and an optional
    /// offset would take two more, and the parser copies each declaration as it builds it.
    var bodyEnd: Int
    /// The clauses of the `#if` blocks around the declaration, outermost first: only blocks
    /// opened in the scope that holds it (the file, or its type's member list), since the
    /// type carries the clauses around the type. Empty outside `#if`.
    public var conditions: [ConditionalClause]

    static let noBody = -1
    static let bodyLeftOpen = -2

    /// Whether the declaration has a `{ ... }` body; false when it was malformed.
    public var hasBody: Bool { bodyEnd != Self.noBody }

    /// Records that the declaration has a body, not yet closed.
    mutating func openBody() {
        bodyEnd = Self.bodyLeftOpen
    }

    /// Offset of the `}` that closes the body: where a member is added (a diagnostic's fix).
    /// `nil` without a body, or when the file ends before it closes.
    public var closingBraceOffset: Int? { bodyEnd >= 0 ? bodyEnd : nil }

    /// Records the `}` that closes the body at `offset`; `nil`: the file ends inside it.
    mutating func closeBody(at offset: Int?) {
        bodyEnd = offset ?? Self.bodyLeftOpen
    }
}

/// One binding of a `let` or `var` declaration: `let a: A, b: B` gives two.
public struct VariableDeclaration: Sendable {
    public enum Accessors: Sendable {
        /// No accessor block.
        case none
        /// Only `willSet` / `didSet`: the property is still stored.
        case observers
        /// A getter (explicit or implicit), possibly with a setter.
        case computed
    }

    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// True for `let`, false for `var`.
    public var isLet: Bool
    /// The bound name; `nil` for a tuple pattern such as `let (a, b) = ...`.
    public var name: String?
    public var type: TypeText?
    public var hasInitializer: Bool
    public var accessors: Accessors
    /// Offset of `let` or `var`.
    public var offset: Int
    public var nameOffset: Int
    /// The clauses of the `#if` blocks around the declaration, as `TypeDeclaration.conditions`;
    /// the same for every binding of one `let` or `var`.
    public var conditions: [ConditionalClause]

    public var isStatic: Bool { modifiers.contains { $0.name == "static" || $0.name == "class" } }
    /// Stored properties have no getter; observers do not make a property computed.
    public var isStored: Bool { accessors != .computed }
}

public struct Parameter: Sendable {
    /// The argument label, or the only name; `_` when written.
    public var firstName: String
    public var secondName: String?
    public var type: TypeText?
    public var isVariadic: Bool
    /// The default value's text, if any.
    public var defaultValue: String?
    public var offset: Int

    /// The name used inside the function body.
    public var internalName: String { secondName ?? firstName }
    /// The label used at the call site; `nil` for `_`.
    public var label: String? { firstName == "_" ? nil : firstName }
}

public struct FunctionDeclaration: Sendable {
    public enum Kind: Equatable, Sendable {
        case function
        /// `init`, `init?` (`"?"`) or `init!` (`"!"`).
        case initializer(optionality: String)
    }

    public enum ThrowsClause: Equatable, Sendable {
        case `throws`
        case typedThrows(String)
        case `rethrows`
    }

    public var kind: Kind
    /// The function name; `init` for initializers.
    public var name: String
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var genericParameters: String?
    public var parameters: [Parameter]
    public var isAsync: Bool
    public var throwsClause: ThrowsClause?
    public var returnType: TypeText?
    public var whereClause: String?
    public var hasBody: Bool
    /// Offset of `func` or `init`.
    public var offset: Int
    public var nameOffset: Int
    /// The clauses of the `#if` blocks around the declaration, as `TypeDeclaration.conditions`.
    public var conditions: [ConditionalClause]

    public var isStatic: Bool { modifiers.contains { $0.name == "static" || $0.name == "class" } }
}

public struct TypeAliasDeclaration: Sendable {
    public var name: String
    public var modifiers: [Modifier]
    public var genericParameters: String?
    public var type: TypeText?
    public var offset: Int
    /// The clauses of the `#if` blocks around the declaration, as `TypeDeclaration.conditions`.
    public var conditions: [ConditionalClause]
}

public struct AssociatedTypeDeclaration: Sendable {
    public var name: String
    public var inheritance: [TypeText]
    public var defaultType: TypeText?
    public var offset: Int
}
