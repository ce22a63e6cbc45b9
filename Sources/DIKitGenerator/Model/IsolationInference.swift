import SwiftDeclarations

/// Where declarations run, inferred as the compiler infers it for the settings of the
/// module that declares them: the one place that reads isolation from attributes, modifiers
/// and the module's default. A dependency module's declarations have that module's default
/// (a package built without `-default-isolation MainActor` under an app built with it).
///
/// - A type runs where it says: an `actor` on itself, `@SomeActor` on that global actor,
///   `nonisolated` nowhere in particular; a protocol that says nothing inherits the global
///   actor of the protocols it refines, a class its superclass's. What says nothing runs where the module's default
///   isolation puts it (the main actor under `-default-isolation MainActor`).
/// - A member runs where it says; else, in an extension, where the extension says; else
///   on its type's global actor, which reaches into every extension. A type's `nonisolated`
///   reaches its own members only: a member of an extension that says nothing has the
///   module's default.
/// - An actor's initializer and instance methods run on the actor; its static methods on
///   none.
///
/// DIKit 0.5 had no isolation: under its rules everything is `.unspecified`.
///
/// A type's declaration is taken as the `LocatedDeclaration` that holds it and read in
/// place: passing a `TypeDeclaration` by value copies it, retaining each of its fields.
struct IsolationInference {
    let settings: ModuleSettings
    let semantics: Semantics
    let globalActors: GlobalActors
    /// A class without a global actor of its own takes its superclass's.
    let inheritance: ClassInheritance

    init(settings: ModuleSettings, table: TypeTable, globalActors: GlobalActors) {
        self.settings = settings
        semantics = table.semantics
        self.globalActors = globalActors
        inheritance = table.inheritance
    }

    /// Where the members of the type declared by `part` run when they say nothing, before
    /// its parents are considered: `nil` when the type says nothing itself.
    func declared(by part: LocatedDeclaration) -> Isolation? {
        if part.declaration.kind == .actor { return .actor }
        return declared(attributes: part.declaration.attributes, modifiers: part.declaration.modifiers)
    }

    /// Where the members of the type declared by `part` run before its parents are
    /// considered: what it declares, else its module's default. A type from a module built
    /// with `-default-isolation MainActor` that says nothing is on the main actor, and so
    /// are the protocols that refine it and the classes that inherit from it.
    func ownIsolation(of part: LocatedDeclaration) -> Isolation {
        declared(by: part) ?? settings.of(file: part.file).undeclaredIsolation
    }

    /// A type's isolation, from its declaration `primary` (`nil` when it was not read): what
    /// it declares, else `inherited` (the global actor of a refined protocol), else the
    /// module's default.
    func ofType(_ primary: LocatedDeclaration?, inherited: String? = nil) -> Isolation {
        guard semantics.includes(.isolation) else { return .unspecified }
        if let primary, let declared = declared(by: primary) { return declared }
        if let inherited { return .globalActor(inherited) }
        return settings.of(file: primary?.file).undeclaredIsolation
    }

    /// A type's isolation: what it declares, else a class's superclass's global actor (at
    /// any distance; declared, or its module's default), else the module's default. Every chain of superclasses ends
    /// (`ClassInheritance` links no loop), so the walk needs no visited set.
    func ofType(_ entry: TypeEntry) -> Isolation {
        var superclass = inheritance.superclass(of: entry)
        while let type = superclass {
            if let primary = type.primary, case .globalActor(let actor) = ownIsolation(of: primary) {
                return ofType(entry.primary, inherited: actor)
            }
            superclass = inheritance.superclass(of: type)
        }
        return ofType(entry.primary)
    }

    /// Where calling `function`, declared in `part` of a type whose isolation is
    /// `typeIsolation`, runs.
    func ofMember(_ function: FunctionDeclaration, in part: LocatedDeclaration, typeIsolation: Isolation) -> Isolation {
        ofMember(attributes: function.attributes, modifiers: function.modifiers, isStatic: function.isStatic, in: part, typeIsolation: typeIsolation)
    }

    /// Where assigning `property`, declared in `part` of a type whose isolation is
    /// `typeIsolation`, runs.
    func ofMember(_ property: VariableDeclaration, in part: LocatedDeclaration, typeIsolation: Isolation) -> Isolation {
        ofMember(attributes: property.attributes, modifiers: property.modifiers, isStatic: property.isStatic, in: part, typeIsolation: typeIsolation)
    }

    /// `isStatic` is asked only of an actor's member: reading it scans the modifiers.
    private func ofMember(
        attributes: [Attribute], modifiers: [Modifier], isStatic: @autoclosure () -> Bool, in part: LocatedDeclaration,
        typeIsolation: Isolation
    ) -> Isolation {
        guard semantics.includes(.isolation) else { return .unspecified }
        if typeIsolation == .actor { return isStatic() ? .nonisolated : .actor }
        if let declared = declared(attributes: attributes, modifiers: modifiers) { return declared }
        if case .globalActor = typeIsolation { return typeIsolation }
        if part.declaration.kind == .extension {
            return declared(attributes: part.declaration.attributes, modifiers: part.declaration.modifiers)
                ?? settings.of(file: part.file).undeclaredIsolation
        }
        return typeIsolation
    }

    /// Where the memberwise initializer of a struct runs (a `Dependency`, built by generated
    /// code), as `swiftc` 6.3 infers it: not isolated when the struct says `nonisolated` or
    /// every stored property is `Sendable`; else where the struct says, or where a struct
    /// that says nothing is put: in an extension, where the extension says, else the
    /// module's default, except in an extension of an actor, where nowhere in particular (as
    /// in an actor's body); in a type's body, the module's default when that type has it,
    /// and nowhere in particular when the type says otherwise (a global actor does not reach
    /// the types nested in it); at the top level, the module's default.
    func ofMemberwiseInitializer(
        of structure: LocatedDeclaration, in enclosing: LocatedDeclaration?, enclosingIsolation: Isolation,
        storedPropertiesAreSendable: () -> Bool
    ) -> Isolation {
        guard semantics.includes(.isolation) else { return .unspecified }
        if let declared = declared(attributes: structure.declaration.attributes, modifiers: structure.declaration.modifiers) { return declared }
        let undeclared = settings.of(file: structure.file).undeclaredIsolation
        let isolation: Isolation
        if let enclosing, enclosing.declaration.kind == .extension {
            isolation = declared(attributes: enclosing.declaration.attributes, modifiers: enclosing.declaration.modifiers)
                ?? (enclosingIsolation == .actor ? .nonisolated : undeclared)
        } else if enclosing != nil {
            isolation = enclosingIsolation == undeclared ? enclosingIsolation : .nonisolated
        } else {
            isolation = undeclared
        }
        // Asked last: reading every property's type is the costly part, and only an
        // isolated struct's answer depends on it.
        if case .globalActor = isolation, storedPropertiesAreSendable() { return .nonisolated }
        return isolation
    }

    /// Where `function`, declared in `part`, if it is `async` and not isolated, runs while
    /// its caller awaits it: as its `@concurrent` or `nonisolated(nonsending)` says, else as
    /// its module's settings say.
    func asyncExecution(of function: FunctionDeclaration, in part: LocatedDeclaration) -> AsyncExecution {
        if Self.saysConcurrent(function.attributes) { return .concurrent }
        if function.modifiers.contains(where: { $0.name == "nonisolated" && $0.detail == "nonsending" }) { return .caller }
        return settings.of(file: part.file).nonisolatedAsyncRunsOnCaller ? .caller : .concurrent
    }

    /// What attributes and modifiers say: a global actor's attribute, or `nonisolated`
    /// (`nonisolated(nonsending)` and `@concurrent` too, which are not isolated either);
    /// `nil` when they say nothing.
    private func declared(attributes: [Attribute], modifiers: [Modifier]) -> Isolation? {
        if let actor = attributes.first(where: { $0.arguments == nil && globalActors.contains($0.name) }) {
            return .globalActor(actor.name)
        }
        if Self.saysConcurrent(attributes) { return .nonisolated }
        if modifiers.contains(where: { $0.name == "nonisolated" && $0.detail != "unsafe" }) { return .nonisolated }
        return nil
    }

    /// `@concurrent`: not isolated, and off the caller's actor while awaited.
    private static func saysConcurrent(_ attributes: [Attribute]) -> Bool {
        attributes.contains { $0.name == "concurrent" && $0.arguments == nil }
    }
}
