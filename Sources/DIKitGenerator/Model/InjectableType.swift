import SwiftDeclarations

/// How a type receives its dependencies, from the DIKit protocol it conforms to.
enum InjectionStyle: CaseIterable {
    /// `Injectable`: `T(dependency:)`.
    case initializer
    /// `FactoryMethodInjectable`: `T.makeInstance(dependency:)`.
    case factoryMethod
    /// `PropertyInjectable`: `t.dependency = T.Dependency(...)`.
    case property

    var protocolName: String {
        switch self {
        case .initializer: "Injectable"
        case .factoryMethod: "FactoryMethodInjectable"
        case .property: "PropertyInjectable"
        }
    }

    /// The protocol as DIKit 0.5 names it when `Dependency` is missing: the property
    /// style's message says `PropertyInjectableType`.
    var nameInMissingDependencyMessage: String {
        self == .property ? "PropertyInjectableType" : protocolName
    }
}

/// A type that conforms to one of the DIKit protocols and has what that protocol needs.
struct InjectableType {
    var name: String
    var style: InjectionStyle
    var dependencies: [DependencySlot]
    var reference: SourceReference
}

extension InjectableType {
    /// Reads `type` as an injectable of `style`: `nil` when it does not conform, a
    /// diagnostic when it conforms but misses what the protocol needs. A diagnostic points
    /// at the offending token: the member that is wrong, or the conformance when the
    /// member is missing.
    static func read(_ type: LocatedType, as style: InjectionStyle) -> Result<InjectableType, Diagnostic>? {
        guard let conformance = type.conformance(to: style.protocolName) else { return nil }
        func failure(_ id: String, _ message: String, at offset: Int, fix: String) -> Result<InjectableType, Diagnostic> {
            .failure(Diagnostic(.error, id: id, message, at: type.reference(at: offset), fix: fix))
        }
        guard let dependencyType = type.nestedType(named: "Dependency") else {
            return failure(
                "missing-dependency-type",
                "Associated type 'Dependency' declared in '\(style.nameInMissingDependencyMessage)' is not found",
                at: conformance.offset,
                fix: "declare 'struct Dependency { ... }' inside '\(type.name)' with one stored property per dependency"
            )
        }
        guard dependencyType.kind == .struct else {
            return failure(
                "dependency-not-struct", "Associated type 'Dependency' must be a struct", at: dependencyType.offset,
                fix: "declare 'Dependency' as a struct"
            )
        }
        switch style {
        case .initializer:
            let initializers = type.methods.filter { isFunction($0, named: "init", withSingleLabel: "dependency") }
            guard let initializer = initializers.first else {
                return failure(
                    "missing-initializer", "Initializer 'init(dependency:)' declared in 'Injectable' is not found",
                    at: conformance.offset, fix: "add 'init(dependency: Dependency)' to '\(type.name)'"
                )
            }
            if !initializers.contains(where: { parameterTypeProblem(of: $0, accepting: ["Dependency"]) == nil }),
               let problem = parameterTypeProblem(of: initializer, accepting: ["Dependency"]) {
                return failure(
                    "missing-initializer", "Initializer 'init(dependency:)' must take 'Dependency', not '\(problem.text)'",
                    at: problem.offset, fix: "change the parameter's type to 'Dependency'"
                )
            }
        case .factoryMethod:
            let factories = type.methods.filter { isFunction($0, named: "makeInstance", withSingleLabel: "dependency") }
            let accepted: Set<String> = ["Dependency", type.name + ".Dependency"]
            guard let factory = factories.first(where: \.isStatic) ?? factories.first else {
                return failure(
                    "missing-factory-method",
                    "Static factory method 'makeInstance(dependency:)' declared in 'FactoryMethodInjectable' is not found",
                    at: conformance.offset,
                    fix: "add 'static func makeInstance(dependency: Dependency) -> \(type.name)' to '\(type.name)'"
                )
            }
            guard factory.isStatic else {
                return failure(
                    "missing-factory-method", "Factory method 'makeInstance(dependency:)' must be static",
                    at: factory.offset, fix: "mark 'makeInstance(dependency:)' 'static'"
                )
            }
            if !factories.contains(where: { $0.isStatic && parameterTypeProblem(of: $0, accepting: accepted) == nil }),
               let problem = parameterTypeProblem(of: factory, accepting: accepted) {
                return failure(
                    "missing-factory-method",
                    "Factory method 'makeInstance(dependency:)' must take 'Dependency', not '\(problem.text)'",
                    at: problem.offset, fix: "change the parameter's type to 'Dependency'"
                )
            }
        case .property:
            let fix = "declare 'var dependency: Dependency!' in '\(type.name)'"
            guard let property = type.typedProperties.first(where: { $0.name == "dependency" }) else {
                return failure(
                    "missing-dependency-property",
                    "Instance property 'dependency' declared in 'PropertyInjectable' is not found",
                    at: conformance.offset, fix: fix
                )
            }
            if let staticModifier = property.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
                return failure(
                    "missing-dependency-property", "Property 'dependency' must be an instance property",
                    at: staticModifier.offset, fix: fix
                )
            }
            if let type = property.type, type.text != "Dependency!" {
                return failure(
                    "missing-dependency-property", "Property 'dependency' must have type 'Dependency!', not '\(type.text)'",
                    at: type.offset, fix: fix
                )
            }
        }
        let owner = "\(type.name).Dependency"
        let dependencies = TypeShape.typedProperties(of: dependencyType)
            .filter { !$0.isStatic }
            .map { property in
                DependencySlot(
                    name: property.name!, typeName: property.type!.text,
                    reference: type.reference(at: property.nameOffset), owner: owner
                )
            }
        return .success(InjectableType(name: type.name, style: style, dependencies: dependencies, reference: type.reference))
    }

    /// Whether `function` is spelled `name(label:)` with exactly one parameter.
    private static func isFunction(_ function: FunctionDeclaration, named name: String, withSingleLabel label: String) -> Bool {
        function.name == name && function.parameters.count == 1 && function.parameters[0].firstName == label
    }

    /// The type of `function`'s only parameter when it is not one of `accepted` (or the
    /// function's position when the parameter has no type), `nil` when it is.
    private static func parameterTypeProblem(of function: FunctionDeclaration, accepting accepted: Set<String>) -> TypeText? {
        guard let type = function.parameters[0].type else { return TypeText("", offset: function.parameters[0].offset) }
        return accepted.contains(type.text) ? nil : type
    }
}
