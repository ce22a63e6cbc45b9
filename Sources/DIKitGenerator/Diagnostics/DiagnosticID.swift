/// The stable id of each problem the generator reports: printed after the message
/// (`[dependency-cycle]`), and the rule of the machine-readable formats. Every case is
/// documented twice over: `summary` in a line, `explanation` in full. The documentation's
/// diagnostics article is generated from them (`make goldens`), so the two cannot drift.
public enum DiagnosticID: String, CaseIterable, Sendable, CustomStringConvertible {
    case dependencyCycle = "dependency-cycle"
    case duplicateProvider = "duplicate-provider"
    case conflictingParameters = "conflicting-parameters"
    case isolationConflict = "isolation-conflict"
    case resolverNotSendable = "resolver-not-sendable"
    case valueNotSendable = "value-not-sendable"
    case parameterNotSendable = "parameter-not-sendable"
    case missingSharedInstanceStore = "missing-shared-instance-store"
    case conflictingInstanceStores = "conflicting-instance-stores"
    case isolatedStoreInSendableResolver = "isolated-store-in-sendable-resolver"
    case conflictingLifetimes = "conflicting-lifetimes"
    case sharedInstanceParameter = "shared-instance-parameter"
    case closureEffects = "closure-effects"
    case closureIsolation = "closure-isolation"
    case closureParameters = "closure-parameters"
    case generatedNameCollision = "generated-name-collision"
    case missingProvider = "missing-provider"
    case implicitParameter = "implicit-parameter"
    case missingDependencyType = "missing-dependency-type"
    case dependencyNotStruct = "dependency-not-struct"
    case missingInitializer = "missing-initializer"
    case ambiguousInitializer = "ambiguous-initializer"
    case unsupportedParameter = "unsupported-parameter"
    case missingFactoryMethod = "missing-factory-method"
    case missingDependencyProperty = "missing-dependency-property"
    case voidProvider = "void-provider"
    case staticProvider = "static-provider"
    case genericInstantiation = "generic-instantiation"
    case tooManyConfigurations = "too-many-configurations"
    case inaccessibleConstruction = "inaccessible-construction"
    case invalidScope = "invalid-scope"
    case parentNeedsScopeBinding = "parent-needs-scope-binding"
    case invalidKeepingScope = "invalid-keeping-scope"
    case unusedScopeStore = "unused-scope-store"
    case invalidResolutionInstance = "invalid-resolution-instance"
    case invalidContributedBinding = "invalid-contributed-binding"
    case duplicateContributedBinding = "duplicate-contributed-binding"
    case scopeBypassesRefinement = "scope-bypasses-refinement"
    case missingContribution = "missing-contribution"
    case duplicateContributionKey = "duplicate-contribution-key"
    case contributionParameter = "contribution-parameter"
    case invalidContribution = "invalid-contribution"
    case unusedInjectable = "unused-injectable"
    case lexicalProblem = "lexical-problem"
    case runtimeNotImported = "runtime-not-imported"

    /// The id as printed: `dependency-cycle`.
    public var description: String { rawValue }

    /// What the problem is, in one line: SARIF's `shortDescription` of the rule.
    public var summary: String {
        switch self {
        case .dependencyCycle: "Types that need each other."
        case .duplicateProvider: "Two providers of one type in a resolver, inherited ones included."
        case .conflictingParameters: "One call-site parameter name reaching a method with two types."
        case .isolationConflict: "One generated method that would have to run on two global actors."
        case .resolverNotSendable: "A call that would send a resolver that is not Sendable to another isolation."
        case .valueNotSendable: "A value of a type that is not Sendable, made on a global actor, passed into an actor or an async declaration that leaves it."
        case .parameterNotSendable: "A call-site parameter whose type is not Sendable that would cross into another isolation: into an actor, an async declaration or method that leaves the caller's actor, or a @Sendable closure."
        case .missingSharedInstanceStore: "A resolver with SharedInstance or WeakSharedInstance types but no sharedInstances store."
        case .conflictingInstanceStores: "A resolver whose sharedInstances is declared as two kinds of store."
        case .isolatedStoreInSendableResolver: "A Sendable resolver, not isolated to a global actor with its store, that keeps its shared instances in an IsolatedInstanceStore."
        case .conflictingLifetimes: "A type marked with two of SharedInstance, WeakSharedInstance and SharedInResolution."
        case .sharedInstanceParameter: "A shared type whose construction needs a call-site parameter."
        case .closureEffects: "A factory closure or Lazy that cannot await or throw what resolving its type does."
        case .closureIsolation: "A @Sendable or global-actor closure that cannot call where its type is resolved."
        case .closureParameters: "A factory closure parameter that supplies no call-site parameter, or could supply two."
        case .generatedNameCollision: "Two types whose generated method names are the same."
        case .missingProvider: "With --strict: a dependency that nothing provides."
        case .implicitParameter: "With --verbose: a call-site parameter, to review."
        case .missingDependencyType: "An injectable type without its nested Dependency struct."
        case .dependencyNotStruct: "An injectable type whose Dependency is not a struct."
        case .missingInitializer: "An Injectable type without init(dependency: Dependency), or an InitializerInjectable one without an initializer to call."
        case .ambiguousInitializer: "An InitializerInjectable type with several initializers."
        case .unsupportedParameter: "An InitializerInjectable type's initializer with a variadic or inout parameter."
        case .missingFactoryMethod: "A FactoryMethodInjectable type without static func makeInstance(dependency:)."
        case .missingDependencyProperty: "A PropertyInjectable type without var dependency: Dependency!."
        case .voidProvider: "A provider method or contribution that returns nothing."
        case .staticProvider: "A provider method or contribution that is static."
        case .genericInstantiation: "A generic injectable named with the wrong number of arguments, or instantiating itself without end."
        case .tooManyConfigurations: "The #if blocks around dependency-injection declarations make too many build configurations."
        case .inaccessibleConstruction: "A type a resolver builds whose init(dependency:), makeInstance(dependency:), dependency setter, initializer or Dependency initializer the generated code cannot call."
        case .invalidScope: "A scope resolver that cannot be generated: two parents, a parent of another module, providers, contributions without an implementation, parents that form a cycle, a scope it refines, or a Sendable scope of a parent that is not."
        case .parentNeedsScopeBinding: "A provider of a shared type that needs a value only one of the resolver's scopes binds."
        case .invalidKeepingScope: "A KeptByScope type whose KeepingScope names no scope resolver protocol, or that is not shared."
        case .unusedScopeStore: "A scope that declares a sharedInstances store in which nothing is kept."
        case .invalidResolutionInstance: "A SharedInResolution type that a closure or Lazy defers, or that a scope's parent would make apart."
        case .invalidContributedBinding: "A ContributesBinding type whose BoundType is missing, or names a type it does not conform to or inherit from."
        case .duplicateContributedBinding: "Two types that contribute a binding of one type to a resolver that sees both."
        case .scopeBypassesRefinement: "A provider of a refined resolver that replaces a binding a scope takes from the resolver it refines."
        case .missingContribution: "A collection of a contributed type that nothing in the resolver contributes to, and that has no default."
        case .duplicateContributionKey: "Two contributions of one type with one key, collected into a map."
        case .contributionParameter: "A contribution that needs a value nothing binds: a collection takes no call-site parameter."
        case .invalidContribution: "Contributions of one type on two global actors, or on one beside an async one that leaves its caller, or a Set of an existential."
        case .unusedInjectable: "A type that names a DIKit protocol but for which nothing is generated, and why."
        case .lexicalProblem: "A file the lexer cannot read cleanly, which may hide declarations."
        case .runtimeNotImported: "A file that conforms a type to a DIKit protocol but that DIKit does not reach: it is not read."
        }
    }
}

extension DiagnosticID {
    /// The id's meaning, for the machine-readable formats.
    public var rule: DiagnosticRule {
        DiagnosticRule(summary: summary, explanation: explanation)
    }
}
