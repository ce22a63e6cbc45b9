/// Which rules the generator follows: a set of capabilities. DIKit 0.5.0's rules are the
/// empty set, so each difference from them is one named capability that the code asks for
/// (`semantics.includes(.lifetimes)`), not a comparison with a mode.
public enum Semantics: Sendable {
    /// Types wherever they are declared, matched by structure: every capability.
    case current
    /// Exactly DIKit 0.5.0's rules and output (`--compatibility dikit-0.5`): none.
    case dikit05

    var capabilities: Capabilities {
        switch self {
        case .current: .all
        case .dikit05: []
        }
    }

    /// Whether these rules have `capability`.
    func includes(_ capability: Capabilities) -> Bool { capabilities.contains(capability) }
}

/// What the generator does beyond DIKit 0.5.0, one rule each.
struct Capabilities: OptionSet, Sendable {
    let rawValue: UInt32

    /// Types at any depth, merged with their extensions from every file; DIKit 0.5 saw each
    /// top-level declaration alone, with the types declared directly in it.
    static let mergedTypes = Capabilities(rawValue: 1 << 0)
    /// Types matched by structure: aliases followed, nested names qualified, a name several
    /// modules declare keyed with its module. DIKit 0.5 compared the text as written.
    static let structuralTypes = Capabilities(rawValue: 1 << 1)
    /// A subclass has its superclass's conformances, members and global actor.
    static let classInheritance = Capabilities(rawValue: 1 << 2)
    /// `#if` branches read as build configurations, and generated for each.
    static let buildConfigurations = Capabilities(rawValue: 1 << 3)
    /// A refined resolver's extension holds only what it adds to its parents': DIKit 0.5
    /// generated every provider again in each.
    static let resolverRefinement = Capabilities(rawValue: 1 << 4)
    /// `T?`, `Lazy<T>` and `() -> T` dependencies, bound by `T`; optional call-site
    /// parameters default to `nil`, closures are `@escaping`.
    static let wrappedDependencies = Capabilities(rawValue: 1 << 5)
    /// `async`, `throws` and `throws(E)` initializers, factory methods and providers.
    static let effects = Capabilities(rawValue: 1 << 6)
    /// Global actors, actors, `Sendable` and default isolation.
    static let isolation = Capabilities(rawValue: 1 << 7)
    /// `SharedInstance` and `WeakSharedInstance`.
    static let lifetimes = Capabilities(rawValue: 1 << 8)
    /// `InitializerInjectable`.
    static let initializerInjection = Capabilities(rawValue: 1 << 9)
    /// `contribute…` requirements and the collections they make.
    static let multibindings = Capabilities(rawValue: 1 << 10)
    /// Resolvers that are scopes of others.
    static let scopes = Capabilities(rawValue: 1 << 11)
    /// Access levels: generated methods narrowed to what their types allow, and what
    /// generated code cannot reach reported.
    static let accessControl = Capabilities(rawValue: 1 << 12)
    /// A `Dependency` struct's dependencies are what its memberwise initializer takes
    /// (stored properties, defaults kept); DIKit 0.5 took every typed instance property. It
    /// may also be written `Self.Dependency` or `sending Dependency`.
    static let memberwiseDependencies = Capabilities(rawValue: 1 << 13)
    /// Warnings about types that nothing can build.
    static let unusedTypeWarnings = Capabilities(rawValue: 1 << 14)
    /// The header names the output file; DIKit 0.5's always said `Resolver.swift`.
    static let namedOutputFile = Capabilities(rawValue: 1 << 15)
    /// A provider's parameter is passed under its argument label; DIKit 0.5 used its
    /// internal name.
    static let argumentLabels = Capabilities(rawValue: 1 << 16)
    /// Resolutions that need neither `try` nor `await` are passed as arguments, not named
    /// by a `let` each: Swift type-checks the method in about half the time.
    static let inlineResolutions = Capabilities(rawValue: 1 << 17)
    /// A file that does not name `DIKit` is read where the runtime reaches it (a re-export, an
    /// alias of its protocols), and named in a warning elsewhere; DIKit 0.5 read only files
    /// that name it (`RuntimeReach`).
    static let runtimeReach = Capabilities(rawValue: 1 << 18)
    /// `ContributesBinding`: a type binds its `BoundType` in every resolver that sees it.
    static let contributedBindings = Capabilities(rawValue: 1 << 19)

    static let all: Capabilities = [
        .mergedTypes, .structuralTypes, .classInheritance, .buildConfigurations, .resolverRefinement, .wrappedDependencies,
        .effects, .isolation, .lifetimes, .initializerInjection, .multibindings, .scopes, .accessControl,
        .memberwiseDependencies, .unusedTypeWarnings, .namedOutputFile, .argumentLabels, .inlineResolutions, .runtimeReach,
        .contributedBindings,
    ]
}
