/// Generated Swift as structure: the declarations of a resolver extension and the
/// statements and expressions of their bodies. `ResolverFileRenderer` prints it; nothing
/// else writes Swift text.
struct FunctionSyntax: Sendable {
    var isolation: FunctionIsolation = .unspecified
    var access: AccessLevel
    var name: String
    var parameters: [ParameterSyntax]
    var effects: Effects = .none
    var returnType: String
    var body: [Statement]
}

/// What a function's declaration says of its isolation.
enum FunctionIsolation: Equatable {
    /// Nothing: the module's default.
    case unspecified
    /// `nonisolated`.
    case nonisolated
    /// `@MainActor`, or another global actor by name.
    case globalActor(String)

    init(_ entry: MethodIsolation.Entry) {
        if let actor = entry.globalActor {
            self = .globalActor(actor)
        } else {
            self = entry.isNonisolatedByDeclaration ? .nonisolated : .unspecified
        }
    }
}

/// `name: Type`, or `label name: Type` (`_ name: Type`), or `name: Type = default`.
struct ParameterSyntax {
    /// A label other than the name, `_` for none; `nil` when the name is the label.
    var label: String?
    var name: String
    var type: String
    /// The default argument, `nil` when there is none.
    var defaultValue: String?
}

enum Statement: Sendable {
    /// `let name = value`
    case constant(name: String, value: Expression)
    /// `return value`
    case `return`(Expression)
    /// `value`, alone: the body of a one-line closure.
    case expression(Expression)
    /// `target = value`
    case assignment(target: Expression, value: Expression)
    /// `return call {`, the closure's statements, `}`: a call whose trailing closure spans
    /// lines. Indirect, as the closures below: a large payload would make every statement
    /// and expression as large, and generated code copies them by the million.
    indirect case returnWithTrailingClosure(Expression, ClosureSyntax)
}

/// `{ item in self.resolveDetail(item: item) }`, or `{ () throws(E) in` and statements.
struct ClosureSyntax {
    /// The parameters' names, `item`, `a, b`.
    var parameterNames: [String] = []
    /// Effects written in the closure's signature, `() throws(E) in`: a closure that throws
    /// a typed error must say so, or Swift infers `any Error`. `nil`: no signature beyond
    /// the parameters' names.
    var signatureEffects: Effects?
    var body: [Statement]
}

/// An expression of generated code. Only a marked call and closures are `indirect`: a
/// call's arguments live in an array, so no other expression needs a box of its own.
enum Expression: Sendable {
    /// A name: a local, a parameter.
    case identifier(String)
    /// `base.name`, or `.name` (an implicit member) when `base` is `nil`.
    case member(base: String?, name: String)
    /// `callee(label: value, ...)`
    case call(callee: Callee, arguments: [Argument])
    /// `try`, `await` or `try await` before `expression`, a call with these effects.
    indirect case effectful(Effects, Expression)
    /// A closure written on one line: its body is one statement.
    indirect case closure(ClosureSyntax)
    /// `callee(arguments) { closure }`, or `callee { closure }` without arguments, on one line.
    indirect case trailingClosureCall(callee: Callee, arguments: [Argument], closure: ClosureSyntax)
    /// `[a, b]`, or `["a": a, "b": b]` when the elements have keys.
    case collectionLiteral([CollectionElement])

    /// What a call calls: a function or type by name, or a member (`T.makeInstance`, `.init`).
    enum Callee {
        case name(String)
        case member(base: String?, name: String)
    }

    struct Argument {
        var label: String?
        var value: Expression
    }

    /// An element of a collection literal, under a string key in a dictionary's.
    struct CollectionElement {
        /// Written between quotes as it is: a contribution's key, made of a name's characters.
        var key: String?
        var value: Expression
    }
}

/// `#if c0 … #elseif c1 … #else … #endif` around declarations that differ between build
/// configurations.
struct ConditionalSyntax<Member: Sendable>: Sendable {
    struct Clause: Sendable {
        /// `nil` for `#else`.
        var condition: String?
        var members: [Member]
    }

    var clauses: [Clause]
}

/// What a resolver extension holds.
enum ExtensionMember: Sendable {
    case function(FunctionSyntax)
    indirect case conditional(ConditionalSyntax<ExtensionMember>)
}

/// A resolver extension's members in order. A method's syntax is built when it is read:
/// the renderer reads each while it prints its chunk, so the syntax of 100,000 methods is
/// never alive at once, and its memory is reused from one chunk to the next. Each member's
/// name is known without building it (`name(at:)`).
struct ExtensionMembers: RandomAccessCollection, Sendable {
    let count: Int
    private let member: @Sendable (Int) -> ExtensionMember
    private let name: @Sendable (Int) -> String

    /// `count` members, the one at each position made by `member` and named by `name`.
    init(count: Int, member: @escaping @Sendable (Int) -> ExtensionMember, name: @escaping @Sendable (Int) -> String) {
        self.count = count
        self.member = member
        self.name = name
    }

    /// Members made already (`#if` clauses' members, merged from several configurations).
    init(_ members: [ExtensionMember]) {
        self.init(count: members.count, member: { members[$0] }, name: { members[$0].name })
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> ExtensionMember { member(position) }

    /// The name of the method at `position`: a `#if` block's is its first method's.
    func name(at position: Int) -> String { name(position) }

    /// The members at `positions`, in their order.
    func selecting(_ positions: [Int]) -> ExtensionMembers {
        ExtensionMembers(count: positions.count, member: { [self] in self[positions[$0]] }, name: { [self] in name(at: positions[$0]) })
    }
}

extension ExtensionMember {
    /// A method's name; a `#if` block's first method's (empty when it has none).
    var name: String {
        switch self {
        case .function(let function): return function.name
        case .conditional(let conditional):
            for clause in conditional.clauses {
                if let first = clause.members.first { return first.name }
            }
            return ""
        }
    }
}

/// What the generated file holds after its imports.
enum FileMember: Sendable {
    case resolverExtension(ResolverFileRenderer.Extension)
    indirect case conditional(ConditionalSyntax<FileMember>)
}

extension Expression {
    /// `call`, marked `try` and `await` as calling something with `effects` needs.
    static func calling(_ call: Expression, with effects: Effects) -> Expression {
        effects.isNone ? call : .effectful(effects, call)
    }
}
