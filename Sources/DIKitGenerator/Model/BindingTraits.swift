import SwiftDeclarations

/// What calling a binding's initializer, factory method or provider involves, as declared.
/// (Generated code starts to honour them with Swift 6 concurrency support.)
public struct Effects: Hashable, Sendable {
    public var isAsync: Bool
    public var throwing: TypeDescription.Throwing?

    public static let none = Effects(isAsync: false, throwing: nil)

    init(of function: FunctionDeclaration) {
        isAsync = function.isAsync
        throwing = switch function.throwsClause {
        case nil: nil
        case .throws, .rethrows: .any
        case .typedThrows(let error): .typed(TypeDescriptionReader.read(error))
        }
    }

    public init(isAsync: Bool, throwing: TypeDescription.Throwing?) {
        self.isAsync = isAsync
        self.throwing = throwing
    }
}

/// Where a bound type's members run, as declared.
public enum Isolation: Hashable, Sendable {
    case nonisolated
    /// `@MainActor` or another global actor, by its attribute's name.
    case globalActor(String)
    /// An `actor`.
    case actor

    /// A type's isolation from its kind and attributes: a global actor is an attribute
    /// whose name ends in `Actor` (`@MainActor`, `@DatabaseActor`).
    init(kind: TypeKind?, attributes: [Attribute]) {
        if kind == .actor {
            self = .actor
        } else if let actor = attributes.first(where: { $0.arguments == nil && $0.name.hasSuffix("Actor") }) {
            self = .globalActor(actor.name)
        } else {
            self = .nonisolated
        }
    }
}

/// How long a bound value lives.
public enum Scope: String, Sendable {
    /// A new value at every resolve: DIKit's only scope so far.
    case unique
}
