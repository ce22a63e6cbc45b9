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
        var bytes: [UInt8] = []
        render(file, appendingTo: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the dump of `file` to `bytes`, as UTF-8.
    public static func render(_ file: ParsedFile, appendingTo bytes: inout [UInt8]) {
        // Appended as bytes to one buffer: a String built by interpolation per line was a
        // sixth of dump-declarations' time over a large corpus.
        var output = Output()
        swap(&output.bytes, &bytes)
        defer { swap(&output.bytes, &bytes) }
        for declaration in file.imports {
            output.write("import ")
            if let kind = declaration.kind {
                output.write(kind)
                output.write(" ")
            }
            output.write(declaration.path, separator: ".") { $0.write($1) }
            output.write("\n")
        }
        // An explicit stack of the member lists being printed, one per enclosing type,
        // keeps deeply nested types from exhausting the call stack; declarations are read
        // where they are, never copied onto it.
        var open: [(declarations: [Declaration], next: Int, container: TypeKind?)] = [(file.declarations, 0, nil)]
        while let (declarations, index, container) = open.last {
            guard index < declarations.count else {
                open.removeLast()
                continue
            }
            open[open.count - 1].next = index + 1
            let depth = open.count - 1
            switch declarations[index] {
            case .type(let type):
                output.indent(depth)
                output.write("type ")
                output.write(type.kind.rawValue)
                output.write(" ")
                output.write(type.kind == .extension ? type.name : WrittenName.declared(type.name))
                if !type.inheritance.isEmpty {
                    output.write(" : ")
                    output.write(type.inheritance, separator: ", ") { $0.write($1.text) }
                }
                output.write("\n")
                open.append((type.members, 0, type.kind))
            case .variable(let variable):
                guard let container, container != .protocol, container != .enum,
                      variable.isStored, let name = variable.name else { continue }
                output.indent(depth)
                output.write("prop ")
                if variable.isStatic { output.write("static ") }
                output.write(variable.isLet ? "let " : "var ")
                output.write(WrittenName.declared(name))
                if let type = variable.type {
                    output.write(" : ")
                    output.write(type.text)
                }
                output.write("\n")
            case .function(let function):
                guard container != nil else { continue }
                output.indent(depth)
                output.write("func ")
                write(function, to: &output)
                output.write("\n")
            case .typeAlias(let alias):
                output.indent(depth)
                output.write("typealias ")
                output.write(WrittenName.declared(alias.name))
                output.write(" = ")
                output.write(alias.type?.text ?? "")
                output.write("\n")
            case .associatedType:
                continue
            }
        }
    }

    static func render(_ function: FunctionDeclaration) -> String {
        var output = Output()
        write(function, to: &output)
        return output.text
    }

    private static func write(_ function: FunctionDeclaration, to output: inout Output) {
        if let modifier = function.modifiers.first(where: { $0.name == "static" || $0.name == "class" }) {
            output.write(modifier.name)
            output.write(" ")
        }
        switch function.kind {
        case .function: output.write(WrittenName.declared(function.name))
        case .initializer(let optionality):
            output.write("init")
            output.write(optionality)
        }
        output.write("(")
        output.write(function.parameters, separator: ", ") { output, parameter in
            // A lone name is written as a label is (`func f(in: Int)` is Swift).
            output.write(WrittenName.argumentLabel(parameter.firstName))
            if let second = parameter.secondName {
                output.write(" ")
                output.write(WrittenName.declared(second))
            }
            output.write(": ")
            output.write(parameter.type?.text ?? "")
            if parameter.isVariadic { output.write("...") }
        }
        output.write(")")
        if function.isAsync { output.write(" async") }
        switch function.throwsClause {
        case .throws: output.write(" throws")
        case .typedThrows(let type):
            output.write(" throws(")
            output.write(type)
            output.write(")")
        case .rethrows: output.write(" rethrows")
        case nil: break
        }
        if let returnType = function.returnType {
            output.write(" -> ")
            output.write(returnType.text)
        }
    }

    /// UTF-8 bytes of the dump, appended in pieces.
    private struct Output {
        var bytes: [UInt8] = []

        var text: String { String(decoding: bytes, as: UTF8.self) }

        mutating func write(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func indent(_ depth: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }

        mutating func write<Items: Sequence>(_ items: Items, separator: String, _ each: (inout Output, Items.Element) -> Void) {
            var isFirst = true
            for item in items {
                if !isFirst { write(separator) }
                isFirst = false
                each(&self, item)
            }
        }
    }
}
