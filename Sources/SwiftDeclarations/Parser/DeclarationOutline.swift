/// The names a file's top-level declarations give and the identifiers they write: enough to
/// tell, without the declarations, which of them may refer to which.
///
/// A declaration that refers to a type writes its name somewhere in its texts (a type, an
/// attribute, a generic clause, a default value), and every name lookup starts from such an
/// identifier: so the declarations a declaration can reach through lookups are among those
/// that give a name it writes, and those that give a name they write, and so on. The outline
/// over-approximates that, by identifier and never by scope.
public struct DeclarationOutline: Equatable, Sendable {
    /// One top-level declaration's names, in source order.
    public struct Entry: Equatable, Sendable {
        /// The names it gives, each once, sorted: a type's, alias's, function's or variable's;
        /// for an extension, each identifier of the extended type (`Outer.Inner` gives both).
        public var declares: [IdentifierHash]
        /// Its own names (what else declares them can be found from inside it: an extension,
        /// the type an extension extends) and each identifier written in its texts, members'
        /// included: each once, sorted.
        public var mentions: [IdentifierHash]

        public init(declares: [IdentifierHash], mentions: [IdentifierHash]) {
            self.declares = declares
            self.mentions = mentions
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The outline of `file`'s top-level declarations, one entry for each.
    public init(of file: ParsedFile) {
        // One collection for all entries: its lists keep their memory from one to the next.
        var names = OutlineNames()
        entries = file.declarations.map { declaration in
            names.removeAll()
            names.addDeclared(by: declaration)
            names.addMentions(of: declaration)
            return names.entry()
        }
    }
}

/// The names collected for one entry. Each list is made unique when the entry is done:
/// an entry writes few identifiers, most of them more than once.
private struct OutlineNames {
    private var declares: [IdentifierHash] = []
    /// The declared names too, which each entry also mentions.
    private var mentions: [IdentifierHash] = []

    mutating func removeAll() {
        declares.removeAll(keepingCapacity: true)
        mentions.removeAll(keepingCapacity: true)
    }

    /// Each identifier of `name` (an extension's `Outer.Inner` gives two).
    mutating func declare(_ name: String) {
        Identifiers.appendHashes(of: name, to: &declares)
        Identifiers.appendHashes(of: name, to: &mentions)
    }

    mutating func mention(in text: String) {
        Identifiers.appendHashes(of: text, to: &mentions)
    }

    /// The entry, each name once, sorted.
    mutating func entry() -> DeclarationOutline.Entry {
        DeclarationOutline.Entry(declares: Self.unique(&declares), mentions: Self.unique(&mentions))
    }

    /// The distinct hashes of `hashes`, sorted (`hashes` is sorted in place).
    private static func unique(_ hashes: inout [IdentifierHash]) -> [IdentifierHash] {
        guard hashes.count > 1 else { return hashes }
        hashes.sort { $0.value < $1.value }
        var kept = 1
        for index in 1..<hashes.count where hashes[kept - 1] != hashes[index] {
            hashes[kept] = hashes[index]
            kept += 1
        }
        return Array(hashes[..<kept])
    }

    /// The name a top-level declaration gives. Not those of the types nested in it: a
    /// nested name is found from inside its declaration, or through a name that mentions
    /// its enclosing type (`Outer.Inner`, an extension of `Outer`, a subclass).
    mutating func addDeclared(by declaration: Declaration) {
        switch declaration {
        case .type(let type): declare(type.name)
        case .typeAlias(let alias): declare(alias.name)
        case .associatedType(let associated): declare(associated.name)
        case .function(let function): declare(function.name)
        case .variable(let variable): if let name = variable.name { declare(name) }
        }
    }

    mutating func addMentions(of declaration: Declaration) {
        switch declaration {
        case .type(let type):
            if type.kind == .extension { mention(in: type.name) }
            addMentions(of: type.attributes)
            if let generics = type.genericParameters { mention(in: generics) }
            for inherited in type.inheritance { mention(in: inherited.text) }
            if let whereClause = type.whereClause { mention(in: whereClause) }
            for member in type.members { addMentions(of: member) }
        case .variable(let variable):
            addMentions(of: variable.attributes)
            if let type = variable.type { mention(in: type.text) }
        case .function(let function):
            addMentions(of: function.attributes)
            if let generics = function.genericParameters { mention(in: generics) }
            for parameter in function.parameters {
                if let type = parameter.type { mention(in: type.text) }
                if let defaultValue = parameter.defaultValue { mention(in: defaultValue) }
            }
            if case .typedThrows(let error) = function.throwsClause { mention(in: error) }
            if let returnType = function.returnType { mention(in: returnType.text) }
            if let whereClause = function.whereClause { mention(in: whereClause) }
        case .typeAlias(let alias):
            if let generics = alias.genericParameters { mention(in: generics) }
            if let type = alias.type { mention(in: type.text) }
        case .associatedType(let associated):
            for inherited in associated.inheritance { mention(in: inherited.text) }
            if let defaultType = associated.defaultType { mention(in: defaultType.text) }
        }
    }

    private mutating func addMentions(of attributes: [Attribute]) {
        for attribute in attributes {
            mention(in: attribute.name)
            if let arguments = attribute.arguments { mention(in: arguments) }
        }
    }
}

/// A 64-bit hash of an identifier's UTF-8 bytes, the same in every process: how an outline
/// names what a declaration gives and mentions. Two identifiers of one hash only make an
/// outline's relations larger, never smaller.
public struct IdentifierHash: Hashable, Sendable {
    public var value: UInt64

    public init(value: UInt64) {
        self.value = value
    }
}

/// The identifiers of a text: each longest run of letters, digits, `_` and bytes of
/// non-ASCII characters that does not start with a digit. Backticks and every other
/// punctuation separate them, so `` `Type` `` and `Type` are one identifier.
public enum Identifiers {
    /// Appends the hash of each identifier of `text` to `hashes`, in order: its bytes
    /// through `StableHasher`.
    public static func appendHashes(of text: String, to hashes: inout [IdentifierHash]) {
        var text = text
        text.withUTF8 { bytes in
            var hasher: StableHasher?
            for byte in bytes {
                if isIdentifierByte(byte, first: hasher == nil) {
                    if hasher == nil { hasher = StableHasher() }
                    hasher!.combine(byte: byte)
                } else if let finished = hasher {
                    hashes.append(IdentifierHash(value: finished.value))
                    hasher = nil
                }
            }
            if let finished = hasher { hashes.append(IdentifierHash(value: finished.value)) }
        }
    }

    /// The hash `appendHashes` gives `identifier` (which must be one identifier).
    public static func hash(of identifier: String) -> IdentifierHash {
        var hashes: [IdentifierHash] = []
        appendHashes(of: identifier, to: &hashes)
        return hashes.last ?? IdentifierHash(value: 0)
    }

    @inline(__always) private static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...: true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): !first
        default: false
        }
    }
}
