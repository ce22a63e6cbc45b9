/// Renders what the parser found in a canonical text form, one declaration a line,
/// nested types indented by two spaces:
///
/// ```
/// import [KIND ]A.B
/// type KIND NAME[ : T1, T2]
///   prop [static ]let|var NAME[ : TYPE]
///   func [static |class ]NAME(P1, P2)[ async][ throws|throws(E)|rethrows][ -> RET]
///   typealias NAME = TYPE
/// ```
///
/// Printed: imports; types; stored properties of structs, classes, actors and extensions;
/// functions and initializers of types and protocols; type aliases. Not printed: top-level
/// functions and variables, enum cases, subscripts, associated types, protocol property
/// requirements, anything in a body.
public enum DeclarationDump {
    public static func render(_ file: ParsedFile) -> String {
        var output = ""
        for declaration in file.imports {
            output += "import "
            if let kind = declaration.kind { output += kind + " " }
            output += declaration.path.joined(separator: ".") + "\n"
        }
        // An explicit stack keeps deeply nested types from exhausting the call stack.
        var pending: [(declaration: Declaration, depth: Int, container: TypeKind?)] =
            file.declarations.reversed().map { ($0, 0, nil) }
        while let (declaration, depth, container) = pending.popLast() {
            let indentation = String(repeating: "  ", count: depth)
            switch declaration {
            case .type(let type):
                output += indentation + "type \(type.kind.rawValue) \(type.name)"
                if !type.inheritance.isEmpty {
                    output += " : " + type.inheritance.map(\.text).joined(separator: ", ")
                }
                output += "\n"
                pending.append(contentsOf: type.members.reversed().map { ($0, depth + 1, type.kind) })
            case .variable(let variable):
                guard let container, container != .protocol, container != .enum,
                      variable.isStored, let name = variable.name else { continue }
                output += indentation + "prop " + (variable.isStatic ? "static " : "")
                output += (variable.isLet ? "let " : "var ") + name
                if let type = variable.type { output += " : " + type.text }
                output += "\n"
            case .function(let function):
                guard container != nil else { continue }
                output += indentation + "func " + render(function) + "\n"
            case .typeAlias(let alias):
                output += indentation + "typealias \(alias.name) = \(alias.type?.text ?? "")\n"
            case .associatedType:
                continue
            }
        }
        return output
    }

    static func render(_ function: FunctionDeclaration) -> String {
        var output = ""
        if let modifier = function.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
            output += modifier.name + " "
        }
        switch function.kind {
        case .function: output += function.name
        case .initializer(let optionality): output += "init" + optionality
        }
        let parameters = function.parameters.map { parameter in
            var text = parameter.firstName
            if let second = parameter.secondName { text += " " + second }
            text += ": " + (parameter.type?.text ?? "")
            if parameter.isVariadic { text += "..." }
            return text
        }
        output += "(" + parameters.joined(separator: ", ") + ")"
        if function.isAsync { output += " async" }
        switch function.throwsClause {
        case .throws: output += " throws"
        case .typedThrows(let type): output += " throws(\(type))"
        case .rethrows: output += " rethrows"
        case nil: break
        }
        if let returnType = function.returnType { output += " -> " + returnType.text }
        return output
    }
}
