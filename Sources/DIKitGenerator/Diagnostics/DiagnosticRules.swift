extension Diagnostic {
    /// A one-line description of every id the generator reports, as the README's
    /// diagnostics table gives them: the rules of a SARIF document.
    public static let ruleDescriptions: [String: String] = [
        "dependency-cycle": "Types that need each other.",
        "duplicate-provider": "Two providers of one type in a resolver, inherited ones included.",
        "conflicting-parameters": "One call-site parameter name reaching a method with two types.",
        "isolation-conflict": "One generated method that would have to run on two global actors.",
        "resolver-not-sendable": "A call that would send a resolver that is not Sendable to another isolation.",
        "value-not-sendable": "A value of a type that is not Sendable, made on a global actor, passed into an actor or an async declaration that leaves it.",
        "parameter-not-sendable": "A call-site parameter whose type is not Sendable that would cross into another isolation: into an actor, an async declaration or method that leaves the caller's actor, or a @Sendable closure.",
        "missing-shared-instance-store": "A resolver with SharedInstance or WeakSharedInstance types but no sharedInstances store.",
        "conflicting-lifetimes": "A type marked both SharedInstance and WeakSharedInstance.",
        "shared-instance-parameter": "A shared type whose construction needs a call-site parameter.",
        "closure-effects": "A factory closure or Lazy that cannot await or throw what resolving its type does.",
        "closure-isolation": "A @Sendable or global-actor closure that cannot call where its type is resolved.",
        "closure-parameters": "A factory closure parameter that supplies no call-site parameter, or could supply two.",
        "generated-name-collision": "Two types whose generated method names are the same.",
        "missing-provider": "With --strict: a dependency that nothing provides.",
        "implicit-parameter": "With --verbose: a call-site parameter, to review.",
        "missing-dependency-type": "An injectable type without its nested Dependency struct.",
        "dependency-not-struct": "An injectable type whose Dependency is not a struct.",
        "missing-initializer": "An Injectable type without init(dependency: Dependency).",
        "missing-factory-method": "A FactoryMethodInjectable type without static func makeInstance(dependency:).",
        "missing-dependency-property": "A PropertyInjectable type without var dependency: Dependency!.",
        "void-provider": "A provider method that returns nothing.",
        "static-provider": "A provider method that is static.",
        "generic-instantiation": "A generic injectable named with the wrong number of arguments, or instantiating itself without end.",
        "too-many-configurations": "The #if blocks around dependency-injection declarations make too many build configurations.",
        "inaccessible-construction": "A type of another module that a resolver builds, whose init(dependency:), makeInstance(dependency:), dependency setter or Dependency initializer that module cannot call.",
        "unused-injectable": "A type that names a DIKit protocol but for which nothing is generated, and why.",
        "lexical-problem": "A file the lexer cannot read cleanly, which may hide declarations.",
    ]
}
