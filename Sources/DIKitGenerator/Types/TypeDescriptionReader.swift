/// Reads a type's text, as the parser keeps it (`TypeText`: trivia folded into single
/// spaces), into a `TypeDescription`.
///
/// A small recursive-descent reader over the UTF-8 bytes. Nesting deeper than
/// `maximumDepth` and text it does not understand give `.unknown(text)`, compared by
/// spelling: no input can crash it or exhaust the stack.
enum TypeDescriptionReader {
    static let maximumDepth = 48

    static func read(_ text: String) -> TypeDescription {
        // Almost every type is a plain name: no bytes are copied to read it.
        if isPlainIdentifier(text) { return .simple(text) }
        let bytes = Array(text.utf8)
        var cursor = Cursor(bytes: bytes)
        guard let type = cursor.readType(depth: 0) else { return .unknown(text) }
        cursor.skipSpaces()
        return cursor.isAtEnd ? type : .unknown(text)
    }

    /// Whether `text` is one name, such as `Grinder`: its own key. Inlined where it is asked,
    /// for every type read, so that the tests of the length cost no call.
    @inline(__always) static func isPlainIdentifier(_ text: String) -> Bool {
        guard isIdentifier(text) else { return false }
        // `any` and `some` begin a type. Most names are longer: their length tells them apart,
        // with no comparison of strings.
        let count = text.utf8.count
        return !(count == 3 && text == "any") && !(count == 4 && text == "some")
    }

    /// Whether `text` is made of identifier bytes, not starting with a digit. Asked of
    /// every type that is read: the bytes are read in place.
    static func isIdentifier(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, !isDigit(first) else { return false }
            return bytes.allSatisfy(isIdentifierByte)
        }
    }

    /// ASCII letters, digits and `_`, and every byte of a non-ASCII character, which the
    /// Swift lexer accepts in an identifier.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private struct Cursor {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        private func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        mutating func skipSpaces() {
            while peek() == UInt8(ascii: " ") { position += 1 }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            skipSpaces()
            guard peek() == byte else { return false }
            position += 1
            return true
        }

        private mutating func consume(_ literal: String) -> Bool {
            skipSpaces()
            let utf8 = Array(literal.utf8)
            guard position + utf8.count <= bytes.count, bytes[position..<position + utf8.count].elementsEqual(utf8) else {
                return false
            }
            // A word ends where an identifier would.
            if isIdentifierByte(utf8[utf8.count - 1]), let next = peek(utf8.count), isIdentifierByte(next) {
                return false
            }
            position += utf8.count
            return true
        }

        private mutating func identifier() -> String? {
            skipSpaces()
            let start = position
            if peek() == UInt8(ascii: "`") {
                position += 1
                while let byte = peek(), byte != UInt8(ascii: "`") { position += 1 }
                guard consume(UInt8(ascii: "`")) else { return nil }
                return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
            }
            guard let first = peek(), !isDigit(first), isIdentifierByte(first) else { return nil }
            while let byte = peek(), isIdentifierByte(byte) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `type := attributes specifiers primary postfixes ('&' type)*`, or a function type.
        mutating func readType(depth: Int) -> TypeDescription? {
            guard depth < TypeDescriptionReader.maximumDepth else { return nil }
            var attributes: [String] = []
            while consume(UInt8(ascii: "@")) {
                guard let name = identifier() else { return nil }
                var attribute = name
                if peek() == UInt8(ascii: "(") {
                    let start = position
                    guard skipBalanced() else { return nil }
                    attribute += String(decoding: bytes[start..<position], as: UTF8.self)
                }
                if name != "escaping" && name != "autoclosure" { attributes.append(attribute) }
            }
            var isOpaque = false
            while true {
                if consume("any") { continue }
                if consume("some") {
                    isOpaque = true
                    continue
                }
                if consume("inout") || consume("sending") || consume("borrowing") || consume("consuming")
                    || consume("__owned") || consume("__shared") || consume("isolated") {
                    continue
                }
                break
            }
            // An attribute on a type that is not a function type (`@MainActor P` in an
            // inheritance clause) does not change which type it is, and is dropped.
            guard var type = readPostfixed(depth: depth, functionAttributes: attributes) else { return nil }
            var members = [type]
            while consume(UInt8(ascii: "&")) {
                guard let member = readPostfixed(depth: depth + 1, functionAttributes: []) else { return nil }
                members.append(member)
            }
            if members.count > 1 { type = .composition(members) }
            return isOpaque ? .opaque(type) : type
        }

        /// A primary type with its postfixes, or a function type when a parenthesized
        /// list is followed by effects and `->`.
        private mutating func readPostfixed(depth: Int, functionAttributes: [String]) -> TypeDescription? {
            skipSpaces()
            var type: TypeDescription
            switch peek() {
            case UInt8(ascii: "("):
                position += 1
                var elements: [TypeDescription.TupleElement] = []
                var names: [String?] = []
                if !consume(UInt8(ascii: ")")) {
                    repeat {
                        let (label, name) = readLabel()
                        guard let element = readType(depth: depth + 1) else { return nil }
                        _ = consume("...")
                        elements.append(.init(label: label, type: element))
                        names.append(name)
                    } while consume(UInt8(ascii: ","))
                    guard consume(UInt8(ascii: ")")) else { return nil }
                }
                if case .function(var function)? = readFunctionRest(parameters: elements.map(\.type), attributes: functionAttributes, depth: depth) {
                    function.parameterNames = names
                    return .function(function)
                }
                type = elements.count == 1 && elements[0].label == nil ? elements[0].type : .tuple(elements)
            case UInt8(ascii: "["):
                position += 1
                guard let first = readType(depth: depth + 1) else { return nil }
                if consume(UInt8(ascii: ":")) {
                    guard let value = readType(depth: depth + 1), consume(UInt8(ascii: "]")) else { return nil }
                    type = .dictionary(key: first, value: value)
                } else {
                    guard consume(UInt8(ascii: "]")) else { return nil }
                    type = .array(first)
                }
            default:
                guard let components = readNameComponents(depth: depth) else { return nil }
                type = TypeDescriptionReader.normalized(components)
            }
            while true {
                if consume(UInt8(ascii: "?")) {
                    type = .optional(type)
                } else if consume(UInt8(ascii: "!")) {
                    type = .implicitlyUnwrappedOptional(type)
                } else if consume(".Type") {
                    type = .metatype(type, isProtocol: false)
                } else if consume(".Protocol") {
                    type = .metatype(type, isProtocol: true)
                } else {
                    break
                }
            }
            return type
        }

        /// `label:` before a tuple element, or `_ name:` before a function parameter: the
        /// element's label, and the name the parameter is written with.
        private mutating func readLabel() -> (label: String?, name: String?) {
            let start = position
            guard let first = identifier() else { return (nil, nil) }
            if consume(UInt8(ascii: ":")) { return first == "_" ? (nil, nil) : (first, first) }
            if let second = identifier(), consume(UInt8(ascii: ":")) { return (nil, second) }
            position = start
            return (nil, nil)
        }

        /// `async throws(E) -> R` after a parameter list, or `nil` (consuming nothing).
        private mutating func readFunctionRest(parameters: [TypeDescription], attributes: [String], depth: Int) -> TypeDescription? {
            let start = position
            let isAsync = consume("async")
            var throwing: TypeDescription.Throwing?
            if consume("throws") || consume("rethrows") {
                throwing = .any
                if consume(UInt8(ascii: "(")) {
                    guard let error = readType(depth: depth + 1), consume(UInt8(ascii: ")")) else {
                        position = start
                        return nil
                    }
                    throwing = .typed(error)
                }
            }
            guard consume("->"), let result = readType(depth: depth + 1) else {
                position = start
                return nil
            }
            return .function(.init(attributes: attributes, parameters: parameters, isAsync: isAsync, throwing: throwing, result: result))
        }

        private mutating func readNameComponents(depth: Int) -> [TypeDescription.NameComponent]? {
            var components: [TypeDescription.NameComponent] = []
            repeat {
                guard let name = identifier() else { return nil }
                var arguments: [TypeDescription] = []
                if peek() == UInt8(ascii: "<") {
                    position += 1
                    repeat {
                        guard let argument = readType(depth: depth + 1) else { return nil }
                        arguments.append(argument)
                    } while consume(UInt8(ascii: ","))
                    guard consume(UInt8(ascii: ">")) else { return nil }
                }
                components.append(.init(name, genericArguments: arguments))
            } while peekMemberName() && consume(UInt8(ascii: "."))
            return components
        }

        /// Whether `.` follows and starts a member type name rather than `.Type`/`.Protocol`.
        private func peekMemberName() -> Bool {
            var offset = 0
            while peek(offset) == UInt8(ascii: " ") { offset += 1 }
            guard peek(offset) == UInt8(ascii: ".") else { return false }
            var start = offset + 1
            while peek(start) == UInt8(ascii: " ") { start += 1 }
            var end = start
            while let byte = peek(end), isIdentifierByte(byte) { end += 1 }
            let word = bytes[(position + start)..<(position + end)]
            return !word.isEmpty && !word.elementsEqual("Type".utf8) && !word.elementsEqual("Protocol".utf8)
        }

        private mutating func skipBalanced() -> Bool {
            var depth = 0
            while let byte = peek() {
                position += 1
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }

    }

    /// The standard library's sugar, spelled either way: `Optional<T>` is `T?`,
    /// `Array<T>` is `[T]`, `Dictionary<K, V>` is `[K: V]` (with or without `Swift.`).
    private static func normalized(_ components: [TypeDescription.NameComponent]) -> TypeDescription {
        let last = components[components.count - 1]
        let isStandardLibrary = components.count == 1 || (components.count == 2 && components[0].name == "Swift"
            && components[0].genericArguments.isEmpty)
        guard isStandardLibrary else { return .named(components) }
        switch (last.name, last.genericArguments.count) {
        case ("Optional", 1): return .optional(last.genericArguments[0])
        case ("Array", 1): return .array(last.genericArguments[0])
        case ("Dictionary", 2): return .dictionary(key: last.genericArguments[0], value: last.genericArguments[1])
        default: return .named(components)
        }
    }
}
