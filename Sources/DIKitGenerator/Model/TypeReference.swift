import SwiftDeclarations

/// A top-level type declaration together with the file it is in.
///
/// A class: every table of the generator refers to the same read-only value, and copying
/// a reference is one retain where copying the declaration and its file is dozens.
final class LocatedType {
    let declaration: TypeDeclaration
    let file: SourceFile

    init(declaration: TypeDeclaration, file: SourceFile) {
        self.declaration = declaration
        self.file = file
    }

    var name: String { declaration.name }
    var reference: SourceReference { file.reference(at: declaration.offset) }

    func reference(at offset: Int) -> SourceReference { file.reference(at: offset) }

    /// The entry of the inheritance clause that names `name` or `DIKit.name`, as written.
    func conformance(to name: String) -> TypeText? {
        // Asked for every type and protocol: no string is built to compare with.
        declaration.inheritance.first { $0.text == name || ($0.text.hasPrefix("DIKit.") && $0.text.dropFirst(6) == name) }
    }

    func inherits(_ name: String) -> Bool { conformance(to: name) != nil }

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
