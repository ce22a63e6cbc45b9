/// A value a binding needs: a stored property of a `Dependency` struct, or a parameter of
/// a provider method.
struct DependencySlot {
    /// The property name or the parameter's internal name.
    var name: String
    /// The type as written; dependencies are matched to bindings by this text.
    var typeName: String
    /// Where the property or parameter is declared.
    var reference: SourceReference
    /// How diagnostics name the declaration it belongs to: `Barista.Dependency` or
    /// `ShopResolver.provideGrinder(model:)`.
    var owner: String

    /// How diagnostics cite it, quotes included: `'Barista.Dependency.name'` or
    /// `parameter 'model' of 'ShopResolver.provideGrinder(model:)'`.
    var citation: String {
        owner.hasSuffix(")") ? "parameter '\(name)' of '\(owner)'" : "'\(owner).\(name)'"
    }

    var parameter: CallSiteParameter { CallSiteParameter(name: name, typeName: typeName) }
}

/// A parameter of a generated method, `name: Type`: a dependency nothing provides, passed
/// in by the caller.
struct CallSiteParameter: Hashable {
    var name: String
    var typeName: String
}
