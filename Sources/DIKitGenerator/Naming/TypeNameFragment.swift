/// Spells a type's text as part of an identifier, for generated method and local names.
///
/// An identifier type is kept as written (`HTTPClient`), so names are those DIKit 0.5
/// generates; other types spell their punctuation in words: `Repository<User>` →
/// `RepositoryOfUser`, `[Int]` → `ArrayOfInt`, `[String: Int]` → `DictionaryOfStringToInt`,
/// `A?` → `AOptional`, `Module.Thing` → `ModuleThing`, `(A) -> B` → `AToB`. Distinct types
/// may spell alike (`A.B` and `AB`); the graph reports such collisions.
///
/// One pass over the bytes after one pass to tell arrays from dictionaries, with no
/// recursion, so any type text, however nested, takes linear time.
enum TypeNameFragment {
    static func of(_ typeText: String) -> String {
        // Almost every type is a plain identifier, spelled as it is: no bytes are copied.
        if TypeDescriptionReader.isIdentifier(typeText) { return typeText }
        let bytes = Array(typeText.utf8)
        let dictionaryOpeners = dictionaryBracketOffsets(in: bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        var capitalizeNextWord = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if TypeDescriptionReader.isIdentifierByte(byte) {
                let wordStart = index
                while index < bytes.count, TypeDescriptionReader.isIdentifierByte(bytes[index]) { index += 1 }
                var word = bytes[wordStart..<index]
                let isLeadingExistential = output.isEmpty && (word.elementsEqual("any".utf8) || word.elementsEqual("some".utf8))
                if capitalizeNextWord || isLeadingExistential, let first = word.first, isLowercaseASCII(first) {
                    output.append(first - 0x20)
                    word = word.dropFirst()
                }
                output += word
                capitalizeNextWord = true
                continue
            }
            let spelled: String = switch byte {
            case UInt8(ascii: "["): dictionaryOpeners.contains(index) ? "DictionaryOf" : "ArrayOf"
            case UInt8(ascii: ":"): "To"
            case UInt8(ascii: "<"): "Of"
            case UInt8(ascii: ","), UInt8(ascii: "&"): "And"
            case UInt8(ascii: "?"), UInt8(ascii: "!"): "Optional"
            case UInt8(ascii: ">") where index > 0 && bytes[index - 1] == UInt8(ascii: "-"): "To"
            default: ""
            }
            output += spelled.utf8
            index += 1
        }
        if output.isEmpty { return "Void" }
        if TypeDescriptionReader.isDigit(output[0]) { output.insert(contentsOf: "Type".utf8, at: 0) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The offsets of the `[` that open dictionary types: a `:` appears directly inside them.
    private static func dictionaryBracketOffsets(in bytes: [UInt8]) -> Set<Int> {
        var openers: [Int] = []
        var dictionaries = Set<Int>()
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): openers.append(offset)
            case UInt8(ascii: "]"), UInt8(ascii: ")"): _ = openers.popLast()
            case UInt8(ascii: ">") where offset == 0 || bytes[offset - 1] != UInt8(ascii: "-"): _ = openers.popLast()
            case UInt8(ascii: ":"):
                if let opener = openers.last, bytes[opener] == UInt8(ascii: "[") { dictionaries.insert(opener) }
            default: break
            }
        }
        return dictionaries
    }

    private static func isLowercaseASCII(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
