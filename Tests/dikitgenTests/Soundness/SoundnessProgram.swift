import Foundation

/// A random DIKit program of the soundness test: one resolver protocol (sometimes refined by a
/// test resolver), a few types of every injectable kind with lifetimes, effects, deferred
/// dependencies, access levels, generic parameters and `#if` alternatives, and what running
/// its wiring must print.
///
/// Every name starts with the program's prefix (`P17_`), so many programs compile together in
/// one module. A type constructs only types made before it; only a closure may name a later
/// one (a cycle through a closure).
struct SoundnessProgram {
    enum Kind: CaseIterable {
        /// `Injectable`: built with `init(dependency:)`.
        case initializer
        /// `FactoryMethodInjectable`: built with `makeInstance(dependency:)`.
        case factoryMethod
        /// `PropertyInjectable`: injected into with `injectTo`; nothing depends on it.
        case property
        /// A plain type returned by a provider, whose parameters are its dependencies.
        case provided
        /// `InitializerInjectable`: built with its own initializer, whose parameters are its
        /// dependencies (never generic, an actor, or replaced by the test resolver).
        case initializerParameters

        /// Whether generated code builds it with an initializer or factory method of its own.
        var isBuiltByItsOwnInitializer: Bool { self == .initializer || self == .factoryMethod || self == .initializerParameters }
    }

    enum Lifetime {
        case unique
        case shared
        /// `WeakSharedInstance`: classes only.
        case weakShared
        /// `SharedInResolution`: one for each resolution, which the run does not tell apart
        /// from a new one at every dependency (the crossings and fixtures do).
        case perResolution

        /// Whether a store keeps the instance.
        var isKept: Bool { self == .shared || self == .weakShared }
    }

    /// Where a type's declaration and its conformance are written.
    enum Placement {
        case topLevel
        /// Inside the program's namespace `enum P17_Namespace`, named by its qualified name.
        case nested
        /// The conformance and its `Dependency` in an `extension` of the type.
        case extensionConformance
    }

    /// A declaration's access level; the batch is compiled with a package name.
    enum Access: Int, Comparable, CaseIterable {
        case `internal`
        case package
        case `public`

        static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `public `, as written before a declaration; nothing for internal.
        var modifier: String {
            switch self {
            case .internal: ""
            case .package: "package "
            case .public: "public "
            }
        }
    }

    /// An `#if` condition whose value the batch's build knows: it defines no flag.
    struct Condition: Hashable {
        var text: String
        var isActive: Bool
    }

    static let conditionPool = [
        Condition(text: "SOUNDNESS_OFF", isActive: false),
        Condition(text: "!SOUNDNESS_OFF", isActive: true),
        Condition(text: "swift(>=5.9)", isActive: true),
        Condition(text: "compiler(<5.0)", isActive: false),
    ]

    /// Where a type's members run, as its declaration says.
    enum Isolation: Hashable {
        /// No annotation: the module's default isolation (the main actor under Xcode 26's settings).
        case unspecified
        /// `nonisolated struct ...`.
        case nonisolated
        case mainActor
        /// The program's own `@globalActor actor P17_Actor`.
        case customActor
    }

    /// A `typealias` the program declares and its provider returns. An alias is its type,
    /// as Swift reads it: each alias names a type that no other alias, call-site parameter
    /// or provider of a program uses, so its provider is that type's only binding.
    struct Alias: Hashable {
        var underlying: String
        /// What the provider returns, as Swift source.
        var value: String
        var printed: String
    }

    static let aliasPool = [
        Alias(underlying: "UInt8", value: "8", printed: "8"),
        Alias(underlying: "Int16", value: "42", printed: "42"),
        Alias(underlying: "Float", value: "2.5", printed: "2.5"),
    ]

    /// A call-site parameter: a dependency whose type nothing binds. Each name has one type
    /// in every program, so two of them never conflict, and one value in every run.
    struct Parameter: Hashable {
        var name: String
        var typeName: String
        /// The argument the runs pass, as Swift source.
        var argument: String
        /// How the type's summary prints it.
        var printed: String
        /// What a summary passes when a closure supplies it (assisted construction), and
        /// how it prints: another value than the run's, so that a mix-up shows.
        var closureArgument: String
        var closurePrinted: String

        /// Whether its type is `Sendable`: all are but `tally`'s, a class the program declares.
        var isSendable: Bool { !typeName.contains(Parameter.programPrefix) }

        /// Stands for the program's prefix in the texts of a parameter whose type the program
        /// declares (see `SoundnessProgram.spelled`).
        static let programPrefix = "{P}"
    }

    static let parameterPool = [
        Parameter(name: "label", typeName: "String", argument: "\"alpha\"", printed: "alpha", closureArgument: "\"lambda\"", closurePrinted: "lambda"),
        Parameter(name: "title", typeName: "String", argument: "\"beta\"", printed: "beta", closureArgument: "\"theta\"", closurePrinted: "theta"),
        Parameter(name: "count", typeName: "Int", argument: "3", printed: "3", closureArgument: "11", closurePrinted: "11"),
        Parameter(name: "limit", typeName: "Int", argument: "7", printed: "7", closureArgument: "13", closurePrinted: "13"),
        Parameter(name: "enabled", typeName: "Bool", argument: "true", printed: "true", closureArgument: "false", closurePrinted: "false"),
    ]

    /// A call-site parameter whose type is not `Sendable`: a class each program that uses it
    /// declares (`unsendableTypeDeclaration`). Swift 6 rejects the wiring wherever it would
    /// cross into another isolation, so a program that has it may race.
    static let unsendableParameter = Parameter(
        name: "tally", typeName: "{P}_Tally", argument: "{P}_Tally(value: 5)", printed: "tally5",
        closureArgument: "{P}_Tally(value: 17)", closurePrinted: "tally17"
    )

    /// Optional call-site parameters, which default to `nil`: the runs leave them out, and
    /// no closure supplies them.
    static let optionalParameterPool = [
        Parameter(name: "note", typeName: "String?", argument: "nil", printed: "nil", closureArgument: "nil", closurePrinted: "nil"),
        Parameter(name: "hint", typeName: "Int?", argument: "nil", printed: "nil", closureArgument: "nil", closurePrinted: "nil"),
    ]

    enum Member: Hashable {
        /// `let dN: T`.
        case direct(Int)
        /// `let dN: T?`, where `T` is bound: receives the resolved value.
        case optional(Int)
        /// `let dN: @Sendable (_ label: String) <effects> -> T`.
        case closure(Closure)
        /// `let dN: () <effects> -> T` of a `T` made after the type: a cycle through a closure,
        /// when `T` needs the type. `T` has no call-site parameters; the summary does not call
        /// it, which would recurse.
        case later(Int, Effects)
        /// `let inner: Value`, the type's generic parameter, which its instantiation binds to `T`.
        case inner(Int)
        /// `let dN: Lazy<T>`, of a `T` whose resolution is synchronous and does not throw.
        case lazy(Int)
        case parameter(Parameter)
        /// An unbound `T?`: a call-site parameter defaulting to `nil`.
        case optionalParameter(Parameter)
        /// `let aliasN: P17_AliasN`, a `typealias` of a standard type, which a provider of
        /// the resolver binds: a key of its own (DependenciesAndResolvers.md).
        case alias(Int)
        /// `let dN: [T]` or `[String: T]`: the resolver's two contributions of `T`
        /// (`contributeFirstP17_T3(value:)`, `contributeSecond...`), each given a resolved `T`
        /// (Multibindings.md).
        case collection(Int, CollectionKind)

        var target: Int? {
            switch self {
            case .direct(let index), .optional(let index), .lazy(let index), .later(let index, _), .inner(let index),
                 .collection(let index, _): index
            case .closure(let closure): closure.target
            case .parameter, .optionalParameter, .alias: nil
            }
        }

        /// Whether resolving the member constructs its target now (its effects are the holder's).
        var isImmediate: Bool {
            switch self {
            case .direct, .optional, .inner, .collection: true
            case .closure, .later, .lazy, .parameter, .optionalParameter, .alias: false
            }
        }
    }

    enum CollectionKind: Hashable {
        case array
        /// Each contribution under its key: the values print in the order of the keys.
        case map
    }

    /// A closure dependency, declared with effects that allow its target's resolution; its
    /// parameters supply some of the target's call-site parameters (assisted construction),
    /// written with their names when `named`.
    struct Closure: Hashable {
        var target: Int
        var effects: Effects
        var supplied: [Parameter] = []
        var named = false
        var attribute = ClosureAttribute.none
    }

    /// Where a closure runs, as its type says.
    enum ClosureAttribute: String {
        case none = ""
        /// Anywhere: its target's resolution is not isolated, and the resolver is `Sendable`.
        case sendable = "@Sendable "
        /// On the main actor, in a type on the main actor, of a target on no other actor.
        case mainActor = "@MainActor "
    }

    struct TypeSpec {
        var kind: Kind
        /// Reference semantics: a `final class`, or an `actor` when `isActor`.
        var isClass: Bool
        var isActor = false
        var isolation = Isolation.unspecified
        var lifetime: Lifetime
        /// What the initializer, factory method or provider declares.
        var effects: Effects
        var placement: Placement
        var members: [Member]
        var access = Access.internal
        /// `struct P17_T3<Value>`, written everywhere as its one instantiation
        /// `P17_T3<P17_T1>`: the generic argument is this earlier type.
        var genericArgument: Int?
        /// The declaration is one clause of an `#if` whose other clause declares the type
        /// again without dependencies.
        var condition: Condition?
        /// It binds a protocol of its own, `P17_T3Bound`, where it is declared
        /// (`ContributesBinding`), and what depends on it directly names the protocol.
        var bindsProtocol = false
    }

    /// A test resolver refining the resolver, whose provider replaces an injectable type's binding.
    struct Refinement {
        /// The `initializer` or `factoryMethod` type the provider returns.
        var replaced: Int
        /// The provider's effects: at least those of the replaced type's own declaration.
        var effects: Effects
    }

    let prefix: String
    var types: [TypeSpec]
    var isSendableResolver: Bool
    /// Its methods may be isolated though the resolver is not `Sendable`: Swift 6 may reject
    /// the wiring for a data race, and `dikitgen` must then reject the program too.
    var mayRace = false
    var refinement: Refinement?
    /// The resolver declares `var sharedInstances: SharedInstanceStore { get }`.
    var declaresStore: Bool
    /// Its store, and its scope's, is an `IsolatedInstanceStore`: never in a `Sendable`
    /// resolver (`isolated-store-in-sendable-resolver`).
    var usesIsolatedStore = false
    /// The type of the resolver's store, and of its scope's.
    var storeTypeName: String { usesIsolatedStore ? "IsolatedInstanceStore" : "SharedInstanceStore" }
    var resolverAccess = Access.internal
    /// The providers of `provided` types are static methods of a `ContributesProviders` enum
    /// (`containerName`) instead of requirements of the resolver.
    var providersInContainer = false
    /// The effects each contributed type's contributions declare, by type (none when absent).
    var contributionEffects: [Int: Effects] = [:]
    /// A scope of the resolver, made with a value of the scope value's type: the run of the
    /// generated code resolves every type through it as well, where what needs that type
    /// takes the scope's value and everything else comes from the resolver.
    var hasScope = false
    /// A contributed type to which the scope adds a third contribution, implemented in an
    /// extension of the scope's protocol: what the scope builds holds three, what it takes
    /// from the resolver two (Multibindings.md).
    var scopeContribution: Int?

    /// The scope's value: `Bool`, which only one call-site parameter has and no optional one
    /// wraps, so that a summary shows which `Bool` a type took. Another value than the run's.
    static let scopeValue = Parameter(
        name: "enabled", typeName: "Bool", argument: "false", printed: "false", closureArgument: "false", closurePrinted: "false"
    )
}

// MARK: - Names

extension SoundnessProgram {
    var resolverName: String { "\(prefix)_Resolver" }
    var testResolverName: String { "\(prefix)_TestResolver" }
    var scopeName: String { "\(prefix)_Scope" }
    var namespaceName: String { "\(prefix)_Namespace" }
    var implementationName: String { "\(prefix)_Implementation" }
    var customActorName: String { "\(prefix)_Actor" }
    var containerName: String { "\(prefix)_Providers" }
    func aliasName(_ alias: Int) -> String { "\(prefix)_Alias\(alias)" }
    /// The protocol type `index` binds, when it does (`TypeSpec.bindsProtocol`).
    func boundProtocolName(_ index: Int) -> String { "\(prefix)_T\(index)Bound" }
    /// The aliases the program's types use, each declared with its provider.
    var usedAliases: [Int] {
        Set(types.flatMap { $0.members.compactMap { member in if case .alias(let alias) = member { alias } else { nil } } }).sorted()
    }
    /// The types the resolver contributes to, in order: those a collection member names.
    var contributedTypes: [Int] {
        Set(types.flatMap { $0.members.compactMap { member in if case .collection(let target, _) = member { target } else { nil } } }).sorted()
    }
    /// The names of the two contributions of type `index`, in the order of their keys.
    func contributionNames(of index: Int) -> [String] {
        ["contributeFirst\(methodStem(index))", "contributeSecond\(methodStem(index))"]
    }
    /// The name of the scope's contribution of type `index`, whose key sorts last.
    func scopeContributionName(of index: Int) -> String { "contributeThird\(methodStem(index))" }
    var firstErrorName: String { "\(prefix)_Failure" }
    var secondErrorName: String { "\(prefix)_OtherFailure" }

    /// `@MainActor` or `@P17_Actor` for a global actor, `nil` otherwise.
    func attribute(of isolation: Isolation?) -> String? {
        switch isolation {
        case .mainActor: "@MainActor"
        case .customActor: "@\(customActorName)"
        case .unspecified, .nonisolated, nil: nil
        }
    }

    var usesCustomActor: Bool { types.contains { $0.isolation == .customActor } }

    /// The name in the type's declaration.
    func declaredName(_ index: Int) -> String {
        types[index].placement == .nested ? "T\(index)" : "\(prefix)_T\(index)"
    }

    /// The name written outside the type: qualified when it is nested, instantiated when
    /// it is generic.
    func qualifiedName(_ index: Int) -> String {
        let name = types[index].placement == .nested ? "\(namespaceName).T\(index)" : "\(prefix)_T\(index)"
        return types[index].genericArgument.map { "\(name)<\(qualifiedName($0))>" } ?? name
    }

    /// What `String(describing:)` prints of the type's metatype: its name without the
    /// namespace, with its generic argument.
    func describedName(_ index: Int) -> String {
        let name = types[index].placement == .nested ? "T\(index)" : "\(prefix)_T\(index)"
        return types[index].genericArgument.map { "\(name)<\(describedName($0))>" } ?? name
    }

    /// What follows `resolve` or `injectTo` in the generated method's name: the qualified
    /// name without its dots, `<A>` spelled `OfA` (DependenciesAndResolvers.md).
    func methodStem(_ index: Int) -> String {
        let name = types[index].placement == .nested ? "\(namespaceName)T\(index)" : "\(prefix)_T\(index)"
        return types[index].genericArgument.map { name + "Of" + methodStem($0) } ?? name
    }

    /// The namespace enum's access: that of its widest nested type.
    var namespaceAccess: Access {
        types.filter { $0.placement == .nested }.map(\.access).max() ?? .internal
    }

    /// The name of member `position` of type `index` in its `Dependency` (or provider).
    func label(of member: Member, at position: Int, in index: Int) -> String {
        switch member {
        case .parameter(let parameter), .optionalParameter(let parameter): return parameter.name
        case .alias(let alias): return "alias\(alias)"
        case .inner: return "inner"
        default:
            let earlier = types[index].members[..<position].filter { $0.target != nil }.count
            return "d\(earlier)"
        }
    }

    /// The written type of a member.
    func typeText(of member: Member) -> String {
        switch member {
        case .direct(let target): types[target].bindsProtocol ? "any \(boundProtocolName(target))" : qualifiedName(target)
        case .optional(let target): "\(qualifiedName(target))?"
        case .closure(let closure):
            closure.attribute.rawValue
                + "(\(closure.supplied.map { (closure.named ? "_ \($0.name): " : "") + spelled($0.typeName) }.joined(separator: ", ")))"
                + "\(closure.effects.specifiers) -> \(qualifiedName(closure.target))"
        case .later(let target, let effects): "()\(effects.specifiers) -> \(qualifiedName(target))"
        case .lazy(let target): "Lazy<\(qualifiedName(target))>"
        case .parameter(let parameter), .optionalParameter(let parameter): spelled(parameter.typeName)
        case .alias(let alias): aliasName(alias)
        case .inner(let target): qualifiedName(target)
        case .collection(let target, .array): "[\(qualifiedName(target))]"
        case .collection(let target, .map): "[String: \(qualifiedName(target))]"
        }
    }

    /// A parameter's text as this program writes it: its own name for a type it declares.
    func spelled(_ text: String) -> String {
        text.replacingOccurrences(of: Parameter.programPrefix, with: prefix)
    }

    /// Whether a member is the call-site parameter whose type is not `Sendable`.
    var passesUnsendableParameter: Bool {
        types.contains { $0.members.contains(.parameter(Self.unsendableParameter)) }
    }

    /// The type replaced by the test resolver's provider, when the program has one.
    func isReplaced(_ index: Int) -> Bool { refinement?.replaced == index }
}
