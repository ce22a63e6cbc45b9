/// A type's identity: what every spelling of one type shares, kept apart from how any of
/// them is written (`TypeReference.spelling`).
///
/// Its text is the type's canonical spelling (`TypeDescription.key`): `any Logging` and
/// `Logging`, `Optional<T>` and `T?` have one key. Under DIKit 0.5's rules, which compare
/// types as written, it is the text as written.
public struct TypeKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical spelling: valid Swift, so diagnostics and summaries may print it.
    public let text: String

    /// The key whose text is `text`, which the caller knows to be canonical: printed from a
    /// `TypeDescription`, a plain name, or (DIKit 0.5) the text as written.
    init(canonical text: String) {
        self.text = text
    }

    /// The key of the declared type named `name`, without generic arguments: a declared
    /// name (`Checkout.Screen`, `FeatureA.ViewModel` where modules clash) is its own key.
    init(declaredName name: String) {
        text = name
    }

    public var description: String { text }

    public static func < (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.text < rhs.text }

    /// The type it names.
    var type: TypeDescription { TypeDescriptionReader.read(text) }

    /// Whether it is `T?`: the canonical text of an optional, and only of one, ends in `?`.
    var isOptional: Bool { text.utf8.last == UInt8(ascii: "?") }

    /// Whether it may be a function type: only a text with `->` in it can be one. One pass
    /// over the bytes, which rules most types out before the text is read.
    var mayBeFunction: Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    /// Whether it may have generic arguments (`Repository<User>`, `[Box<Int>]`): only a
    /// text with `<` can.
    var mayHaveGenericArguments: Bool { text.utf8.contains(UInt8(ascii: "<")) }

    /// Whether it may be `T?`, `Lazy<T>` or a function type, by its bytes alone.
    var mayWrapAnother: Bool {
        isOptional || text.hasPrefix("Lazy<") || mayBeFunction
    }
}
