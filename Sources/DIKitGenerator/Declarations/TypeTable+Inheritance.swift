import SwiftDeclarations

/// What a type has with what its class inherits (`ClassInheritance`): its conformances,
/// methods and properties, as Swift finds them.
extension TypeTable {
    /// The class `entry` inherits from, when it was read.
    func superclass(of entry: TypeEntry) -> TypeEntry? { inheritance.superclass(of: entry) }

    /// `entry`, then its superclass, and so on: every chain ends (`ClassInheritance` links no loop).
    func lineage(of entry: TypeEntry) -> Lineage { Lineage(upcoming: entry, inheritance: inheritance) }

    /// A type and its superclasses, nearest first. A sequence of its own rather than
    /// `sequence(first:next:)`, whose closure would hold the table: asked of every type read.
    struct Lineage: Sequence, IteratorProtocol {
        fileprivate var upcoming: TypeEntry?
        fileprivate let inheritance: ClassInheritance

        mutating func next() -> TypeEntry? {
            guard let type = upcoming else { return nil }
            upcoming = inheritance.superclass(of: type)
            return type
        }
    }

    /// The nearest of `entry`'s superclasses that is generic, or nested in a generic type.
    func genericSuperclass(of entry: TypeEntry) -> TypeEntry? {
        var ancestor = superclass(of: entry)
        while let type = ancestor, !type.isGeneric, type.genericEnclosingType == nil { ancestor = superclass(of: type) }
        return ancestor
    }

    /// The DIKit protocols `entry` conforms to: those its parts name, and its superclasses'.
    func dikitProtocols(of entry: TypeEntry) -> DIKitProtocols { inheritance.dikitProtocols(of: entry) }

    /// The injection protocols `entry` conforms to, in `InjectionStyle.allCases` order.
    func injectionStyles(of entry: TypeEntry) -> [InjectionStyle] {
        let protocols = dikitProtocols(of: entry)
        guard !protocols.isDisjoint(with: .injectionStyles) else { return [] }
        return InjectionStyle.allCases.filter { protocols.contains($0.dikitProtocol) }
    }

    /// `SharedInstance`, `WeakSharedInstance` or `SharedInResolution`, when a concrete type names one of them but
    /// no protocol that builds it (`Injectable`, `FactoryMethodInjectable`): a marker
    /// forgotten, as nothing then builds it.
    func lifetimeWithoutInjection(of entry: TypeEntry) -> String? {
        let protocols = dikitProtocols(of: entry)
        guard entry.kind != .protocol, protocols.isDisjoint(with: .injectionStyles) else { return nil }
        if protocols.contains(.sharedInstance) { return "SharedInstance" }
        if protocols.contains(.weakSharedInstance) { return "WeakSharedInstance" }
        if protocols.contains(.sharedInResolution) { return "SharedInResolution" }
        return nil
    }

    /// The entry of the inheritance clause of any part of `entry` that names `dikitProtocol`
    /// (or `DIKit.` it, or either after attributes such as `@MainActor`), with the part it is
    /// written in; for a conformance a class inherits, its nearest superclass's.
    func conformance(of entry: TypeEntry, to dikitProtocol: DIKitProtocols) -> (entry: TypeText, part: LocatedDeclaration)? {
        guard dikitProtocols(of: entry).contains(dikitProtocol) else { return nil }
        for type in lineage(of: entry) {
            for part in type.parts {
                if let written = part.declaration.inheritance.first(where: { DIKitProtocols(named: $0.text) == dikitProtocol }) {
                    return (written, part)
                }
            }
        }
        return nil
    }

    /// Where a diagnostic about `entry`'s conformance to `dikitProtocol` points: the entry of
    /// the inheritance clause that names it (`conformance(of:to:)`), or the type when none does.
    func conformanceReference(of entry: TypeEntry, to dikitProtocol: DIKitProtocols) -> SourceReference {
        conformance(of: entry, to: dikitProtocol).map { $0.part.reference(at: $0.entry.offset) } ?? entry.reference
    }

    /// The member functions of every part of `entry` named `name` whose one parameter is
    /// labelled `label` (`init(dependency:)`), with the part they are in; `class` methods
    /// are not visible, as in DIKit 0.5. A class that declares none inherits its superclass's.
    func methods(of entry: TypeEntry, named name: String, withOnlyParameter label: String) -> [MemberFunction] {
        methods(of: entry, named: name) { function in
            function.parameters.count == 1 && function.parameters[0].firstName == label
                && !function.modifiers.contains(where: { $0.name == "class" })
        }
    }

    /// The member functions of every part of `entry` named `name` that `isWanted` accepts,
    /// with the part they are in. A class that declares none inherits its superclass's.
    func methods(of entry: TypeEntry, named name: String, where isWanted: (FunctionDeclaration) -> Bool) -> [MemberFunction] {
        for type in lineage(of: entry) {
            var methods: [MemberFunction] = []
            for part in type.parts {
                for case .function(let function) in part.declaration.members where function.name == name && isWanted(function) {
                    methods.append(MemberFunction(function: function, part: part))
                }
            }
            if !methods.isEmpty { return methods }
        }
        return []
    }

    /// The first member property of any part of `entry` named `name` that has a written type
    /// (`class` ones are not visible), with the part it is in; for a class, its superclasses' too.
    func typedProperty(of entry: TypeEntry, named name: String) -> (property: VariableDeclaration, part: LocatedDeclaration)? {
        for type in lineage(of: entry) {
            for part in type.parts {
                for property in TypeShape.typedProperties(of: part.declaration) where property.name == name {
                    return (property, part)
                }
            }
        }
        return nil
    }
}
