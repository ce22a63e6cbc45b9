import SwiftDeclarations

/// What calling a binding's initializer, factory method or provider involves, as declared;
/// or, merged along the graph, what calling a generated method involves.
public struct Effects: Hashable, Sendable {
    public var isAsync: Bool
    public var throwing: TypeDescription.Throwing?

    public static let none = Effects(isAsync: false, throwing: nil)

    /// The effects `function` declares, its error type named as generated code must write
    /// it (a type nested around `scope` is qualified). `throws(Never)` does not throw, and
    /// `throws(any Error)` is `throws`. DIKit 0.5's protocols had no effects: under its
    /// rules nothing is read.
    init(of function: FunctionDeclaration, in table: TypeTable, scope: TypeEntry) {
        guard table.semantics.includes(.effects) else {
            self = .none
            return
        }
        isAsync = function.isAsync
        throwing = switch function.throwsClause {
        case nil: nil
        case .throws, .rethrows: .any
        case .typedThrows(let error):
            switch table.reference(to: error, in: scope) {
            // The key names `Swift.Never` and `Swift.Error` without their module.
            case let type where type.key == .never: nil
            case let type where type.key == .error: .any
            case let type: .typed(type.description)
            }
        }
    }

    public init(isAsync: Bool, throwing: TypeDescription.Throwing?) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    /// Whether a call must be marked `try` or `await` at all.
    public var isNone: Bool { !isAsync && throwing == nil }

    /// Whether it throws one named error type: a closure that does must say so in its
    /// signature, or Swift infers `any Error`.
    var throwsTypedError: Bool {
        if case .typed = throwing { true } else { false }
    }

    /// The effects of a function that calls something with `self` and something with
    /// `other`: `async` if either is; one typed error if that is the only one either can
    /// throw, else any error.
    public func merging(_ other: Effects) -> Effects {
        let throwing: TypeDescription.Throwing? = switch (self.throwing, other.throwing) {
        case (nil, let only), (let only, nil): only
        case (.typed(let error), .typed(let otherError)) where error == otherError: .typed(error)
        default: .any
        }
        return Effects(isAsync: isAsync || other.isAsync, throwing: throwing)
    }

    /// As a declaration writes them, for diagnostics: `async throws`, `throws(DatabaseError)`.
    var specifiers: String {
        let throwsClause: String? = switch throwing {
        case nil: nil
        case .any: "throws"
        case .typed(let error): "throws(\(error.key))"
        }
        return ((isAsync ? ["async"] : []) + [throwsClause].compactMap { $0 }).joined(separator: " ")
    }
}

/// Where a bound type's members run, or where calling a binding's initializer, factory
/// method or provider runs, as declared.
public enum Isolation: Hashable, Sendable {
    /// Nothing is declared, and the module's default isolation is `nonisolated`: not
    /// isolated, though generated code need not say so (`IsolationInference` reads what
    /// says nothing as the main actor under `-default-isolation MainActor`).
    case unspecified
    /// Declared `nonisolated`.
    case nonisolated
    /// `@MainActor` or another global actor, by its attribute's name.
    case globalActor(String)
    /// An `actor`: its initializer is not isolated, but takes its arguments into the actor.
    case actor

    /// The global actor's name, for a global-actor isolation.
    var globalActor: String? {
        if case .globalActor(let name) = self { name } else { nil }
    }
}

/// Where an `async` declaration that is not isolated runs while its caller awaits it
/// (SE-0461): what decides whether awaiting it from an actor sends what it takes.
public enum AsyncExecution: Hashable, Sendable {
    /// In the caller's isolation: declared `nonisolated(nonsending)`, or saying nothing
    /// under `NonisolatedNonsendingByDefault`. Awaiting it sends nothing.
    case caller
    /// Off the caller's actor: declared `@concurrent`, or saying nothing without that
    /// feature. Awaiting it from an actor sends what it takes there.
    case concurrent
}

/// How long a bound value lives, from the DIKit marker its type conforms to.
public enum Scope: String, Sendable {
    /// A new value at every resolve: no marker.
    case unique
    /// `SharedInstance`: one instance per resolver's store, kept until it is removed.
    case shared
    /// `WeakSharedInstance`: one instance while anything outside the store holds it.
    case weakShared
    /// `SharedInResolution`: one instance for each call of a generated method from outside
    /// the graph, made first by that method and passed to everything it builds
    /// (`ResolutionPlans`); nothing keeps it.
    case perResolution

    /// The scope `protocols` mark; DIKit 0.5 had no markers.
    init(_ protocols: DIKitProtocols, semantics: Semantics) {
        guard semantics.includes(.lifetimes) else {
            self = .unique
            return
        }
        if protocols.contains(.weakSharedInstance) {
            self = .weakShared
        } else if protocols.contains(.sharedInstance) {
            self = .shared
        } else if protocols.contains(.sharedInResolution) {
            self = .perResolution
        } else {
            self = .unique
        }
    }

    /// Whether the resolver's store keeps the value.
    var isShared: Bool { self == .shared || self == .weakShared }

    /// The marker protocol, for diagnostics.
    var markerName: String? {
        switch self {
        case .unique: nil
        case .shared: "SharedInstance"
        case .weakShared: "WeakSharedInstance"
        case .perResolution: "SharedInResolution"
        }
    }
}
