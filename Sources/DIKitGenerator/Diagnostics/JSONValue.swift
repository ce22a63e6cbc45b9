/// A JSON value, for the machine-readable diagnostics. An object keeps its members in the
/// order they are written, so a document prints the same bytes every time; `description`
/// prints it indented by two spaces, ending with a newline.
///
/// Written by hand rather than with `JSONEncoder`: the command line links only Foundation's
/// essentials, key order must be chosen (not sorted, not hashed), and `null` must be printed
/// for an absent value.
public indirect enum JSONValue: Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// `.string(value)`, or `.null` when `value` is `nil`.
    public init(_ value: String?) {
        self = value.map(JSONValue.string) ?? .null
    }

    /// `.integer(value)`, or `.null` when `value` is `nil`.
    public init(_ value: Int?) {
        self = value.map(JSONValue.integer) ?? .null
    }

    public var description: String {
        var text = ""
        write(to: &text, indentation: "")
        text += "\n"
        return text
    }

    private func write(to text: inout String, indentation: String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .string(let value): JSONValue.writeString(value, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else { text += "[]"; return }
            let inner = indentation + "  "
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(to: &text, indentation: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indentation + "  "
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                JSONValue.writeString(member.key, to: &text)
                text += ": "
                member.value.write(to: &text, indentation: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "}"
        }
    }

    /// `value` as a JSON string: quoted, with `"`, `\` and the control characters escaped
    /// (RFC 8259, section 7). Everything else is written as it is, in UTF-8.
    static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object with the members in the literal's order.
    public init(dictionaryLiteral members: (String, JSONValue)...) {
        self = .object(members.map { (key: $0.0, value: $0.1) })
    }
}
