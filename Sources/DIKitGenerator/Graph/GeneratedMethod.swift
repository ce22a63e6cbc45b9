/// One method of a generated resolver extension, as structure; `ResolverFileRenderer`
/// turns it into text.
struct GeneratedMethod {
    /// `let name = method(argument: argument, ...)` for a dependency that has a binding.
    struct LocalResolution {
        var localName: String
        var methodName: String
        /// Passed through by name: each is both label and value.
        var arguments: [String]
    }

    /// The last statement: what the method builds, calls or assigns.
    enum Result {
        case initializer(typeName: String, arguments: [Argument])
        case factoryMethod(typeName: String, arguments: [Argument])
        case provider(methodName: String, arguments: [Argument])
        case propertyInjection(instanceName: String, typeName: String, arguments: [Argument])
    }

    struct Argument {
        var label: String
        var value: String
    }

    var name: String
    /// For an `injectTo` method, the instance that receives its dependencies (`_ name: Type`).
    var injectedInstance: CallSiteParameter?
    var parameters: [CallSiteParameter]
    var returnTypeName: String
    var localResolutions: [LocalResolution]
    var result: Result
}
