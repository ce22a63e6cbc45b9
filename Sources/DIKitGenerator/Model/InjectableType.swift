import SwiftDeclarations

/// A dependency: a stored property of a `Dependency` struct, or a provider method parameter.
struct DependencySlot: Hashable {
    /// The property name or the parameter's internal name.
    var name: String
    /// The type as written; dependencies are matched to bindings by this text.
    var typeName: String
}

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
    /// diagnostic when it conforms but misses what the protocol needs.
    static func read(_ type: LocatedType, as style: InjectionStyle) -> Result<InjectableType, Diagnostic>? {
        guard type.inherits(style.protocolName) else { return nil }
        func failure(_ id: String, _ message: String) -> Result<InjectableType, Diagnostic> {
            .failure(Diagnostic(.error, id: id, message, at: type.reference))
        }
        guard let dependencyType = type.nestedType(named: "Dependency") else {
            return failure(
                "missing-dependency-type",
                "Associated type 'Dependency' declared in '\(style.nameInMissingDependencyMessage)' is not found"
            )
        }
        guard dependencyType.kind == .struct else {
            return failure("dependency-not-struct", "Associated type 'Dependency' must be a struct")
        }
        switch style {
        case .initializer:
            let initializer = type.methods.first { isFunction($0, named: "init", withSingleLabel: "dependency") }
            guard let initializer, initializer.parameters[0].type?.text == "Dependency" else {
                return failure(
                    "missing-initializer",
                    "Initializer 'init(dependency:)' declared in 'Injectable' is not found"
                )
            }
        case .factoryMethod:
            let factory = type.methods.first { isFunction($0, named: "makeInstance", withSingleLabel: "dependency") }
            let parameterType = factory?.parameters[0].type?.text
            guard let factory, factory.isStatic,
                  parameterType == "Dependency" || parameterType == type.name + ".Dependency" else {
                return failure(
                    "missing-factory-method",
                    "Static factory method 'makeInstance(dependency:)' declared in 'FactoryMethodInjectable' is not found"
                )
            }
        case .property:
            let property = type.typedProperties.first { $0.name == "dependency" }
            guard let property, !property.isStatic, property.type?.text == "Dependency!" else {
                return failure(
                    "missing-dependency-property",
                    "Instance property 'dependency' declared in 'PropertyInjectable' is not found"
                )
            }
        }
        let dependencies = TypeShape.typedProperties(of: dependencyType)
            .filter { !$0.isStatic }
            .map { DependencySlot(name: $0.name!, typeName: $0.type!.text) }
        return .success(InjectableType(name: type.name, style: style, dependencies: dependencies, reference: type.reference))
    }

    /// Whether `function` is spelled `name(label:)` with exactly one parameter.
    private static func isFunction(_ function: FunctionDeclaration, named name: String, withSingleLabel label: String) -> Bool {
        function.name == name && function.parameters.count == 1 && function.parameters[0].firstName == label
    }
}
