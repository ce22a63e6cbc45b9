/// What `dikitgen explain <type>` answers: how each resolver that builds the type, or needs
/// it, supplies it, as a tree of bindings; where each call-site parameter of the generated
/// method comes from; and why a dependency nothing provides is unbound, with near matches.
///
/// Made by `Generator.explain`; `rendered` is the text the command prints.
public struct Explanation: Sendable {
    /// The type as the user wrote it.
    public var query: String
    /// Which type the query was taken as.
    public var match: TypeMatch
    /// Each resolver that builds, injects into or needs the type, in the resolvers' order.
    public var resolvers: [ResolverExplanation]
    /// When no resolver knows the type: why, as far as the declarations tell.
    public var reasonsUnknown: [UnboundReason]
    /// When no resolver knows the type: types whose names are close to the query.
    public var nearMatches: [NearMatch]
    /// Every diagnostic of the program, sorted, as `generate` would report them.
    public var diagnostics: [Diagnostic]

    /// Whether some resolver builds, injects into or needs the type.
    public var isKnown: Bool { !resolvers.isEmpty }
}

/// How the type argument was matched to the types the resolvers know.
public enum TypeMatch: Sendable, Equatable {
    /// The argument's canonical key is a type some resolver knows.
    case exact(key: String)
    /// A simple name taken as the only known type with that last name component:
    /// `Screen` as `Checkout.Screen`, `Repository` as `Repository<User>`.
    case simpleName(String, key: String)
    /// A simple name that several known types end with: none was chosen.
    case ambiguous(String, candidates: [String])
    /// No resolver knows the argument's key.
    case unknown(key: String)

    /// The key explained, when one was chosen.
    public var key: String? {
        switch self {
        case .exact(let key), .simpleName(_, let key): key
        case .ambiguous, .unknown: nil
        }
    }
}

/// How one resolver supplies the type, or needs it without supplying it.
public struct ResolverExplanation: Sendable {
    public var resolverName: String
    /// Where the resolver is declared.
    public var reference: SourceReference
    /// The generated method and the tree of bindings below it; `nil` when the resolver
    /// needs the type but nothing in it supplies it.
    public var method: ExplainedMethod?
    /// The dependencies of the resolver's bindings and property-injectable types that need
    /// the type, in order (at most `ExplanationLimits.requesters`), and how many there are.
    public var requesters: [ExplainedDependency]
    public var requesterCount: Int
    /// When the resolver needs the type but cannot supply it: why.
    public var unbound: UnboundDependency?
    /// Errors of this resolver's graph that involve the tree (a cycle, a duplicate
    /// provider, a conflicting parameter...): `generate` fails on them.
    public var problems: [Diagnostic]
}

/// A generated method, `resolveT` or `injectToT`, and how it builds its value.
public struct ExplainedMethod: Sendable {
    public var name: String
    /// The method as declared: `resolveBarista(name: String) -> Barista`.
    public var signature: String
    /// The type itself, with a child for each dependency.
    public var root: ExplanationNode
    /// Each call-site parameter of the method, in order, with the dependency it comes from.
    public var callSiteParameters: [ParameterOrigin]
}

/// One node of the tree of bindings: the type at the root, or a dependency below it.
public struct ExplanationNode: Sendable {
    /// The property or provider parameter this node supplies; `nil` at the root.
    public var dependency: ExplainedDependency?
    public var content: Content
    public var children: [ExplanationNode]

    public enum Content: Sendable {
        /// A binding, expanded here for the first time.
        case binding(ExplainedBinding)
        /// A binding already expanded above in the tree (its subtree is not repeated).
        case shownAbove(ExplainedBinding)
        /// A binding that is already on the path from the root: a dependency cycle.
        case cycle(ExplainedBinding)
        /// A binding deeper than `BindingTreeBuilder.maximumDepth`: not expanded.
        case beyondDepthLimit(ExplainedBinding)
        /// A property-injectable type at the root: it is injected into, not built.
        case injected(ExplainedBinding)
        /// Nothing in the resolver supplies the dependency.
        case unbound(UnboundDependency)
    }
}

/// A property of a `Dependency` struct, or a parameter of a provider.
public struct ExplainedDependency: Sendable {
    public var name: String
    public var typeName: String
    public var kind: DependencyKind
    /// `'Barista.Dependency.name'` or `parameter 'model' of 'KioskResolver.provideGrinder(model:)'`.
    public var citation: String
    public var reference: SourceReference
}

/// What supplies a value: a provider, an initializer, a factory method, or property injection.
public struct ExplainedBinding: Sendable {
    public var typeName: String
    public var construction: CheckedGraph.Node.Construction
    /// The provider's signature (`ShopResolver.provideHTTPClient()`) or the type's name.
    public var declaration: String
    /// The generated method that supplies it.
    public var methodName: String
    public var effects: Effects
    public var reference: SourceReference
}

/// A call-site parameter of a generated method, and the chain of dependencies from the
/// method's type down to the one that needs it.
public struct ParameterOrigin: Sendable {
    public var name: String
    public var typeName: String
    /// From the root's dependency to the one nothing provides, each as `ExplainedDependency`.
    public var path: [ExplainedDependency]
}

/// Why nothing in a resolver supplies a dependency, and what is close to it.
public struct UnboundDependency: Sendable {
    public var typeName: String
    public var resolverName: String
    /// A call-site parameter of the generated method, or (`var x: T = v`) left to its default.
    public var becomesParameter: Bool
    public var reasons: [UnboundReason]
    public var nearMatches: [NearMatch]
}

/// One thing the declarations tell about a type nothing supplies.
public enum UnboundReason: Sendable, Equatable {
    /// Not declared in the files read (another module, the standard library): only a
    /// provider can supply it.
    case notDeclared
    /// Declared, but conforms to no DIKit protocol.
    case notInjectable(SourceReference)
    /// Declared with a lifetime (`SharedInstance`, `WeakSharedInstance`: its name), which
    /// says how an injectable type is kept, but with no protocol that builds it.
    case keptButNotBuilt(lifetime: String, SourceReference)
    /// A protocol: only a provider can supply it; these types conform to it.
    case protocolType(SourceReference, conformingTypes: [String])
    /// A `PropertyInjectable` type: resolvers inject into it, they do not build it.
    case propertyInjectable(SourceReference)
    /// It conforms to a DIKit protocol but misses what the protocol needs (the error).
    case invalidInjectable(message: String, SourceReference)
    /// Nested in a generic type: such types are not built.
    case nestedInGenericType(generic: String, SourceReference)
    /// A generic injectable named without arguments: only an instantiation is built.
    case genericWithoutArguments(parameters: [String], SourceReference)
    /// An instantiation of a generic injectable that could not be made (a
    /// `generic-instantiation` error says why); the reference is the generic type's.
    case genericInstantiationFailed(SourceReference)
    /// Provided by resolvers that this one does not refine: not visible from it.
    case providedByOtherResolvers([ProviderLocation])
    /// A shared type that needs a value only the resolver's scopes bind: it lives in these
    /// scopes, which a resolver never sees into.
    case keptByScopes([String])
    /// A `KeptByScope` type whose `KeepingScope` names this scope (the alias's place): only
    /// the scope and the scopes in it resolve it.
    case keptByDeclaredScope(String, SourceReference)
    /// Contributed by these contributions: collected into `[T]` (and a `Set` or a map where
    /// one is asked for), not bound as one value. `element`: `T` as the contributions spell it.
    case contributed([ProviderLocation], element: String)
    /// A collection (`[T]`, `Set<T>`, `[String: T]`) of a type that these contributions of
    /// other resolvers contribute to, and none of this one: no collection of it is made here.
    case collectsContributionsMadeElsewhere([ProviderLocation], element: String)
}

/// A provider method, by signature, and where it is declared.
public struct ProviderLocation: Sendable, Equatable {
    public var signature: String
    public var reference: SourceReference
}

/// A type whose name is close to one that was asked for or needed.
public struct NearMatch: Sendable, Equatable {
    public enum Closeness: Sendable, Equatable {
        /// Differs by optionality (`T?`, `T!`) or `some`.
        case optionality
        /// Differs by capitalisation only.
        case capitalisation
        /// The same simple name in another scope (`Settings.Screen` for `Checkout.Screen`).
        case otherScope
        /// A simple name a few edits away.
        case spelling(distance: Int)
        /// A type that conforms to the protocol asked for.
        case conformsToProtocol
        /// A protocol that the type asked for conforms to.
        case protocolOfType
    }

    public var typeName: String
    public var closeness: Closeness
    /// What supplies it in the resolver concerned (or, for an unknown type, in any), if
    /// anything, in words: `supplied by 'Barista' (Injectable) in 'ShopResolver'`.
    public var suppliedBy: String?
    public var reference: SourceReference?
}

/// Bounds that keep an explanation short and its making linear.
public enum ExplanationLimits {
    /// Near matches shown for one type.
    public static let nearMatches = 5
    /// Requesters listed for one resolver.
    public static let requesters = 8
    /// Types named in one reason (conforming types, other resolvers' providers).
    public static let namesInReason = 5
}
