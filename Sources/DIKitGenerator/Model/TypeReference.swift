import SwiftDeclarations

/// A top-level type declaration together with the file it is in.
struct LocatedType {
    var declaration: TypeDeclaration
    var file: SourceFile

    var name: String { declaration.name }
    var reference: SourceReference { file.reference(at: declaration.offset) }

    /// Whether the inheritance clause names `name` or `DIKit.name`, as written.
    func inherits(_ name: String) -> Bool {
        // Asked four times for every type: no string is built to compare with.
        declaration.inheritance.contains { $0.text == name || ($0.text.hasPrefix("DIKit.") && $0.text.dropFirst(6) == name) }
    }

    /// Direct member functions as DIKit 0.5 sees them: `class` methods are not visible.
    var methods: some Sequence<FunctionDeclaration> {
        declaration.members.lazy.compactMap { member in
            guard case .function(let function) = member,
                  !function.modifiers.contains(where: { $0.name == "class" }) else { return nil }
            return function
        }
    }

    /// Direct member properties that have a written type (`class` ones are not visible).
    var typedProperties: some Sequence<VariableDeclaration> {
        TypeShape.typedProperties(of: declaration)
    }

    /// The first directly nested struct, class, enum or protocol named `name`.
    func nestedType(named name: String) -> TypeDeclaration? {
        for member in declaration.members {
            if case .type(let nested) = member, nested.name == name, nested.kind != .extension, nested.kind != .actor {
                return nested
            }
        }
        return nil
    }
}

enum TypeShape {
    static func typedProperties(of type: TypeDeclaration) -> some Sequence<VariableDeclaration> {
        type.members.lazy.compactMap { member in
            guard case .variable(let variable) = member, variable.name != nil, variable.type != nil,
                  !variable.modifiers.contains(where: { $0.name == "class" }) else { return nil }
            return variable
        }
    }
}
