/// A value a binding needs: a parameter of the `Dependency` struct's memberwise
/// initializer, or a parameter of a provider method.
///
/// A class, never changed once made: the graph, its checks and the emitted methods pass
/// slots around by the thousand, and a reference is one retain where the struct's five
/// strings were five.
final class DependencySlot: Sendable {
    /// The property name or the parameter's internal name.
    let name: String
    /// The label generated code passes it with: the property name, or the provider
    /// parameter's label (`nil` for `_`; its internal name under DIKit 0.5).
    let argumentLabel: String?
    /// What it needs; matched to bindings by `type.key`.
    let type: TypeReference
    let kind: DependencyKind
    /// Passed `sending`: a provider's parameter declared so, or a member of a `Dependency`
    /// that its initializer or factory method takes as `sending Dependency`. What generated
    /// code passes there must be disconnected from the caller, as what goes into an actor.
    let isSent: Bool
    /// The file and offset of the property's or parameter's name: its line and column are
    /// found only for the few slots a diagnostic cites.
    private let file: LocatedFile
    private let offset: Int
    /// The declaration it belongs to.
    let owner: Owner

    init(
        name: String, argumentLabel: String?, type: TypeReference, kind: DependencyKind, isSent: Bool = false,
        at offset: Int, in file: LocatedFile, owner: Owner
    ) {
        self.name = name
        self.argumentLabel = argumentLabel
        self.type = type
        self.kind = kind
        self.isSent = isSent
        self.file = file
        self.offset = offset
        self.owner = owner
    }

    /// Where the property or parameter is declared.
    var reference: SourceReference { file.reference(at: offset) }

    /// The same slot with another type and owner: a generic template's slot in one of its
    /// instantiations.
    func instantiated(type: TypeReference, owner: Owner) -> DependencySlot {
        DependencySlot(name: name, argumentLabel: argumentLabel, type: type, kind: kind, isSent: isSent, at: offset, in: file, owner: owner)
    }

    /// The slot as a parameter that a scope's method passes on to its parent's method of
    /// the same parameter: named and labelled `name`, declared where this slot is.
    func passedOn(as name: String, owner: Owner) -> DependencySlot {
        DependencySlot(name: name, argumentLabel: name, type: type, kind: .direct, isSent: false, at: offset, in: file, owner: owner)
    }

    /// What declares a dependency. Its name is only built for a diagnostic.
    enum Owner {
        /// The `Dependency` struct of the type named so.
        case dependencyStruct(ofType: String)
        /// The provider method with this signature: `ShopResolver.provideGrinder(model:)`.
        case provider(signature: String)
        /// The initializer with this signature, of an `InitializerInjectable` type:
        /// `Barista.init(grinder:)`.
        case initializer(signature: String)
        /// The memberwise initializer of the `InitializerInjectable` struct named so.
        case memberwiseInitializer(ofType: String)
    }

    /// How diagnostics cite it, quotes included: `'Barista.Dependency.name'` or
    /// `parameter 'model' of 'ShopResolver.provideGrinder(model:)'`.
    var citation: String {
        switch owner {
        case .dependencyStruct(let type): "'\(type).Dependency.\(name)'"
        case .provider(let signature), .initializer(let signature): "parameter '\(name)' of '\(signature)'"
        case .memberwiseInitializer(let type): "'\(type).\(name)'"
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
