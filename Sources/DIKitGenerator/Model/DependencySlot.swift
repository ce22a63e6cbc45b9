/// A value a binding needs: a parameter of the `Dependency` struct's memberwise
/// initializer, or a parameter of a provider method.
struct DependencySlot {
    /// The property name or the parameter's internal name.
    var name: String
    /// The label generated code passes it with: the property name, or the provider
    /// parameter's label (`nil` for `_`; its internal name under DIKit 0.5).
    var argumentLabel: String?
    /// What it needs; matched to bindings by `type.key`.
    var type: TypeReference
    var kind: DependencyKind
    /// Where the property or parameter is declared.
    var reference: SourceReference
    /// The declaration it belongs to.
    var owner: Owner

    /// What declares a dependency. Its name is only built for a diagnostic.
    enum Owner {
        /// The `Dependency` struct of the type named so.
        case dependencyStruct(ofType: String)
        /// The provider method with this signature: `ShopResolver.provideGrinder(model:)`.
        case provider(signature: String)
    }

    /// How diagnostics cite it, quotes included: `'Barista.Dependency.name'` or
    /// `parameter 'model' of 'ShopResolver.provideGrinder(model:)'`.
    var citation: String {
        switch owner {
        case .dependencyStruct(let type): "'\(type).Dependency.\(name)'"
        case .provider(let signature): "parameter '\(name)' of '\(signature)'"
        }
    }

    var parameter: CallSiteParameter { CallSiteParameter(name: name, typeName: type.spelling) }
}

/// How a dependency is passed: the kinds of edge of the dependency graph.
public enum DependencyKind: String, Sendable {
    /// The value itself, resolved or passed in by the caller.
    case direct
    /// `var x: T = v`: resolved when something binds `T`, otherwise left to its default
    /// (not a call-site parameter).
    case defaulted
}

/// A parameter of a generated method, `name: Type`: a dependency nothing provides, passed
/// in by the caller.
struct CallSiteParameter: Hashable {
    var name: String
    var typeName: String
}
