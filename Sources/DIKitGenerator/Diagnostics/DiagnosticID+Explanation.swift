extension DiagnosticID {
    /// What the problem is, when it is reported and what it says, in Markdown: SARIF's
    /// `fullDescription` of the rule, and the documentation's diagnostics article.
    public var explanation: String {
        switch self {
        case .dependencyCycle:
            "Types that need each other; one report per cycle, starting at the first name, with the property behind each edge, and a fix that takes one of them as a closure or `Lazy` (a cycle through one is legal); the message ends with the cycle's `async`, throwing or global-actor declarations, if any: `(through async 'A.init(dependency:)', @MainActor 'B.init(dependency:)')`."
        case .duplicateProvider:
            "Two providers of one type in a resolver, inherited ones included; each candidate is a note."
        case .conflictingParameters:
            "One call-site parameter name reaching a method with two types; both origins are notes; in an `async`, throwing or isolated method, the message ends with the declarations that make it so: `(through throws 'AppResolver.provideKey()')`."
        case .isolationConflict:
            "One generated method that would have to run on two global actors; a note for each, with the chain of types from the method to its declaration."
        case .resolverNotSendable:
            "A call that would send a resolver that is not `Sendable` to another isolation: an isolated method awaiting an `async` method or declaration that is not isolated, an `async` shared construction awaiting one, resolved values passed into an actor, or a `@Sendable` or global-actor closure that takes the resolver off its isolation; the fix names what to make `Sendable`."
        case .valueNotSendable:
            "A method on a global actor passes into an actor, or into an `async` declaration that is not isolated and leaves the actor, a value that belongs to the actor: a closure or `Lazy` it makes there (unless the closure is `@Sendable` or isolated), or a value of a type not known to be `Sendable` that a method on the same actor resolved; reported when the resolver is `Sendable` (otherwise `resolver-not-sendable` covers it); a warning in Swift 5 mode."
        case .parameterNotSendable:
            "A call-site parameter whose type is not known to be `Sendable` would cross into another isolation: into an actor's initializer or a declaration that takes `sending Dependency` (also a value resolved with one), into an `async` declaration that is not isolated, from a method on a global actor, into a dependency's method awaited in another isolation (by the method, or by an `async` closure that hops), or captured by a `@Sendable` closure; `NonisolatedNonsendingByDefault` and `nonisolated(nonsending)` keep an `async` call on its caller's actor; a warning in Swift 5 mode."
        case .missingSharedInstanceStore:
            "A resolver that resolves `SharedInstance` or `WeakSharedInstance` types but declares no `var sharedInstances: SharedInstanceStore { get }` (or `IsolatedInstanceStore`); a note for each shared type."
        case .conflictingInstanceStores:
            "A resolver, or the protocols it refines, declaring `sharedInstances` as both a `SharedInstanceStore` and an `IsolatedInstanceStore`: a conformer cannot give one property two types, and generated code reads one; the other declaration is a note."
        case .isolatedStoreInSendableResolver:
            "A resolver that refines `Sendable`, and so may be used from several threads at once, declaring `var sharedInstances: IsolatedInstanceStore { get }`, which has no lock and is not `Sendable`: allowed only in a resolver isolated to a global actor whose `sharedInstances` is not `nonisolated`, never in a scope (its generated type could not hold it); reported at the declaration, with the thread-safe `SharedInstanceStore` as the fix; a warning in Swift 5 mode."
        case .conflictingLifetimes:
            "A type marked with two of `SharedInstance`, `WeakSharedInstance` and `SharedInResolution`: a type has one lifetime."
        case .sharedInstanceParameter:
            "A shared type whose construction needs a call-site parameter; a note for each, with the chain from the shared type to the dependency."
        case .closureEffects:
            "A closure or `Lazy` dependency that cannot call what resolving its result does (`async`, throwing, another typed error); the fix is the closure type to declare."
        case .closureIsolation:
            "A `@Sendable` closure whose result's resolution runs on a global actor, or a global-actor closure whose result runs on another actor (an `async` closure awaits it instead)."
        case .closureParameters:
            "A closure parameter that supplies none of the call-site parameters of what the closure resolves, or could supply two of them."
        case .generatedNameCollision:
            "Two types whose generated method names are the same (`A.B` and `AB`)."
        case .missingProvider:
            "With `--strict`: a dependency that nothing provides (and that assisted closures do not supply on every way to it), with the chain of methods that passes it on to a caller that must give it and near matches (`APIClient?` for `APIClient`, other capitalisation, a type that conforms to the needed protocol); once per dependency, however many resolvers read it, naming the resolvers to add a provider to (those that refine none of the others: a refined resolver inherits the provider); the fix allows the type where the allowed types are listed, `--allow-parameter` or `dikitgen.json`'s `allowParameters`."
        case .implicitParameter:
            "With `--verbose`: a note for each call-site parameter, to review them, once per dependency as `missing-provider` is."
        case .missingDependencyType:
            "An injectable type has no nested `Dependency` type: every DIKit protocol needs one. Reported at the conformance."
        case .dependencyNotStruct:
            "An injectable type's `Dependency` is a class or an enum: it must be a struct, whose memberwise initializer the generated code calls. Reported at the declaration."
        case .missingInitializer:
            "An `Injectable` type has no `init(dependency: Dependency)`, or has one with another parameter type; or an `InitializerInjectable` type has no initializer that generated code can call (an enum without one; only failable ones) and is not a struct, whose memberwise initializer would do. Reported at the conformance when it is missing, at the initializer otherwise."
        case .ambiguousInitializer:
            "An `InitializerInjectable` type declares more than one initializer that generated code could call (failable initializers and a class's convenience initializers do not count): it builds the type with its one initializer, and would not know which. Reported at the conformance, with a note at each initializer."
        case .unsupportedParameter:
            "The initializer of an `InitializerInjectable` type takes a variadic or `inout` parameter: generated code passes each dependency as one value. Reported at the parameter."
        case .missingFactoryMethod:
            "A `FactoryMethodInjectable` type has no `static func makeInstance(dependency: Dependency) -> Self`, or has one that is not static. Reported at the conformance when it is missing, at the method otherwise."
        case .missingDependencyProperty:
            "A `PropertyInjectable` type has no `var dependency: Dependency!`. Reported at the conformance."
        case .voidProvider:
            "A `provideX()` method (or a `contributeX()` contribution) of a resolver that returns nothing (no return type, `Void` or `()`): it provides no type, and the generated code could not use it."
        case .staticProvider:
            "A `provideX()` method (or a `contributeX()` contribution) of a resolver that is `static`: the generated code calls providers on the resolver instance, as DIKit 0.5 does."
        case .genericInstantiation:
            "A generic injectable named with the wrong number of arguments, or instantiating itself without end."
        case .tooManyConfigurations:
            "The `#if` blocks around DI declarations make more than 64 build configurations."
        case .inaccessibleConstruction:
            "The generated code builds a type whose `init(dependency:)`, `makeInstance(dependency:)`, `dependency` setter or initializer it cannot call: `private` or `fileprivate` (the generated code is a file of its own), or, for a type of another module, not `public` (and no `@testable import`), nor its `Dependency`'s initializer (Swift's memberwise initializer is internal). Reported at the declaration, with the access to give it."
        case .invalidScope:
            "A resolver protocol with a property whose type is another resolver is a scope of that resolver (`var parent: any AppResolver { get }`); its other properties are the values it is made with. It cannot be generated when it names two parents, when its parent is declared in another module, when it declares or inherits provider methods (the generated type that conforms to it could not implement them: declare each as a property, a value the scope is made with), or a contribution that no extension of it implements, when its parents form a cycle, when it refines another scope (the generated type would implement its own properties only: a test's session is a scope of the test resolver of its own), when it is `Sendable` and its parent is not, when its parent property runs on a global actor and a method of the parent that it needs (for a shared or provided type) runs on another (declare the property `nonisolated`), or when the generated type's name, `<Scope>Scope`, is taken. Reported at the property or the method."
        case .parentNeedsScopeBinding:
            "A provider method of a resolver returns a `SharedInstance` or `WeakSharedInstance` type and needs, at any distance, a value that the resolver cannot bind but one of its scopes can (a value the scope is made with): the resolver's store would keep the instance, but a parent never sees its scopes' bindings. Reported at the provider, with a note at the parameter; the fix makes the type `Injectable` (a shared injectable type that needs a scope's value lives in that scope's store) or binds the value in the resolver. A provider of a type that is not shared takes the value as a call-site parameter, and a scope that binds it passes it on."
        case .invalidKeepingScope:
            "A type conforms to `KeptByScope`, which says that each instance of a scope keeps its own shared instance of it, but does not name a scope that can: it declares no `typealias KeepingScope`, the alias names a type that is not a resolver protocol with a parent property (a scope), or the type is neither `SharedInstance` nor `WeakSharedInstance`, so no store would keep it. Reported at the alias, or at the conformance when there is none; the fix names a scope resolver protocol, or marks the type shared."
        case .unusedScopeStore:
            "A warning: a scope declares `var sharedInstances` (a `SharedInstanceStore` or an `IsolatedInstanceStore`) but keeps nothing in it: every shared type it resolves lives in a resolver above it, which can make it, so each instance of the scope carries a store that stays empty. Reported at the store's declaration; the fix removes it, or marks the types that belong to the scope `KeptByScope` with `typealias KeepingScope` naming it."
        case .invalidResolutionInstance:
            "A `SharedInResolution` type that a resolution cannot make once, first, for everything it builds: a `Lazy` or closure of it (the resolution makes it first, so there is nothing to defer: depend on it), or, in a scope, a provider of the scope's parent that needs one (the parent would make an instance of its own)."
        case .invalidContributedBinding:
            "A type conforms to `ContributesBinding`, which binds its `BoundType` in every resolver that sees it, but the binding cannot be generated: it declares no `typealias BoundType`, the alias is a nested type, it names the type itself, or something other than a protocol or a class declared among the files read (a structural type, a constrained existential such as `any Repository<Item>`, a type of a module not read), or the type does not conform to that protocol or inherit from that class as its declarations say (its inheritance clauses and compositions, its extensions', its superclasses', and the protocols they refine), so generated code could not return it as one. Reported at the alias, or at the conformance when there is none; the fix names a protocol the type conforms to, or adds the conformance. The type must be built by its own conformance (`Injectable`, `FactoryMethodInjectable`, `InitializerInjectable`): a generic or `PropertyInjectable` type is reported at its conformance."
        case .duplicateContributedBinding:
            "Two types contribute a binding of one type (`typealias BoundType = any APIClient` in both), and a resolver sees both: it could resolve the type as either. Reported at each alias, naming the other and its module, wherever the generated module sees both and has a resolver that receives both (a `ContributedTo` alias may leave one to another resolver) and has no provider of the type, nor, for a scope, a parent that has one (a dependency module's own run reports its own); the fix removes `ContributesBinding` from all but one, each type staying injectable as itself, declares that one replaces the other (`ReplacesContribution`), or gives the resolvers a provider of the type, which replaces every contribution."
        case .invalidCollectionContribution:
            "A type conforms to `ContributesToCollection`, which adds it to every collection of its `CollectionElement` in every resolver that sees it, but the contribution cannot be generated: it declares no `typealias CollectionElement`, the alias is a nested type, it names the type itself, or something other than a protocol or a class declared among the files read, or the type does not conform to that protocol or inherit from that class as its declarations say, so generated code could not put it in the collection. Reported at the alias, or at the conformance when there is none. The type must be built by its own conformance (`Injectable`, `FactoryMethodInjectable`, `InitializerInjectable`): a generic or `PropertyInjectable` type is reported at its conformance."
        case .invalidProviderContainer:
            "A type conforms to `ContributesProviders`, whose static `provideX()` methods are providers of every resolver that sees it, but one of them cannot be called: it is an instance method, and nothing makes an instance of the type to call it on, or the type is generic, and a static call would need its generic arguments. Reported at the method, or at the conformance of a generic type; the fix makes the method `static`, or moves the providers to a type that is not generic."
        case .invalidResolverDouble:
            "A type conforms to `ResolverDouble` but cannot stand in for a resolver: it is not a struct or class that is not generic, it conforms to no resolver protocol, or to a scope (whose generated type its parent makes, so a double of it would never be made); a stored property has no written type (the type says which binding it replaces); it holds two conformers of the resolver; it declares no `sharedInstances` where the resolver keeps shared instances (a double's are its own); or a provider or contribution of the resolver is neither implemented by it, nor replaced by one of its properties, and it holds no conformer of the resolver to forward it to. Reported at the type or the property; the double is then not extended."
        case .invalidContributionTarget:
            "`ContributedTo` must be a typealias naming a resolver protocol among the files read, the resolver that a contributing type's contributions (`ContributesBinding`, `ContributesToCollection`, `ContributesProviders`) are for. This error is reported at the alias when it names anything else (a protocol that does not refine `Resolver`, a class, a generic or composed type), or when `ContributedTo` is a nested type. Without it, the contributions would silently reach no resolver. A warning of the same name points at an alias a letter or two away from `ContributedTo` (`ContributesTo`, Anvil's spelling) in a type that declares none: it is not read, and the contributions reach every resolver that sees the type. The fix names a resolver protocol (the contributions reach it, the protocols that refine it and the scopes made from them), or removes the alias, so that every resolver that sees the type receives them."
        case .invalidReplacement:
            "A type conforms to `ReplacesContribution`, which drops the contributions of its `Replaced` for every resolver that sees it, but does not say which type it replaces: it declares no `typealias Replaced`, the alias is a nested type, or it names the type itself. Reported at the alias, or at the conformance when there is none."
        case .unmatchedReplacement:
            "A warning: a type of the generated module replaces the contributions of another (`typealias Replaced = URLSessionAPIClient`), but no module the generated one sees has that type contribute a binding, so the replacement drops nothing. The type may not be declared among the files read (a misspelled name, a module not passed), it may not conform to `ContributesBinding`, or its binding may not be visible here (an internal type of a module imported without `@testable`). Reported at the alias, naming what it looked for. So for a stored property of a `ResolverDouble` whose type the resolver it doubles does not bind (`var client: APIClient` where the resolver binds `any APIClient`): reported at the property."
        case .scopeBypassesRefinement:
            "A warning: a resolver refines a scope's parent (a test resolver refining the app's) and replaces a binding that the scope takes from that parent. The scope calls the parent's method through its parent property, whose type is the parent protocol, so a scope made from a conformer of the refinement still gets the parent's binding, and a shared instance it makes lands in the conformer's store, where the refinement's own method then finds it. Reported at the replacing provider, with a note at the scope's parent property; the fix declares, for tests, a scope of the refinement (`var app: any TestResolver { get }`). So for a type's own binding or contribution that the refinement's module sees and the parent's does not, such as a test target's `ReplacesContribution` fake: reported at its alias."
        case .missingContribution:
            "A dependency on `[E]`, `Set<E>` or `[String: E]`, where `E` is a type that a resolver connected to it by refinements and scopes contributes to (`func contributeX() -> E`), in a resolver that has no contribution of `E`: without the error it would become a call-site parameter. Reported at the dependency. A dependency with a default value (`var plugins: [any Plugin] = []`, or a defaulted initializer parameter) is allowed to be empty, and keeps its default."
        case .duplicateContributionKey:
            "Two contributions of one element type whose keys are the same (a contribution's key is its name after `contribute`, its first word lowercased: `contributeAudit(log:)` has key `\"audit\"`), when a dependency asks for `[String: E]`: the map could hold only one. Reported at the second, with notes at the first and at the dependency."
        case .contributionParameter:
            "A contribution needs, at any distance, a value the resolver does not bind: a collection is made from every contribution at once, and its resolve method takes no call-site parameter. Reported where the value is needed."
        case .invalidContribution:
            "Contributions of one element type that run on two global actors (no generated method can call both), one on a global actor beside an `async` one that leaves its caller (the method would send the resolver, or what it resolved, off the actor; not reported for a `Sendable` resolver and a contribution that takes nothing), or a dependency on a `Set` of an existential element type (`Set<any Plugin>`: an existential is not `Hashable`). Reported at the contribution or the dependency."
        case .unusedInjectable:
            "A warning: a type names a DIKit protocol but nothing is generated for it (a protocol, a generic type nothing instantiates, a type nested in a generic type, a `SharedInstance` that is not `Injectable`, no resolver at all), and why."
        case .lexicalProblem:
            "A warning: a file the lexer cannot read cleanly (an unterminated literal, a stray byte), which may hide declarations."
        case .runtimeNotImported:
            "A warning: a file names none of `DIKit`, and conforms a type to one of its protocols (`Injectable`, `SharedInstance`, ...), but the runtime does not reach it: it does not import DIKit, and no file of its module, nor a module it imports, re-exports it (`@_exported import DIKit`). The compiler would not see DIKit's protocol there, so the file is not read, and nothing is generated for its types. Reported at the first such conformance; the fix imports DIKit in the file. So for a file that declares a protocol refining a resolver of another file or module (`protocol AppResolver: CoreResolver`, importing only `Core`): Swift accepts it, but it is not read, so the protocol is not extended; reported at the refined resolver's name. A file that gets DIKit through a re-export is read without a word."
        }
    }
}
