/// Names of generated local variables, derived from type names as DIKit 0.5 derives them.
enum LocalName {
    /// Lowercases the leading run of capitals, keeping the last one when it starts the
    /// next word: `Grinder` → `grinder`, `HTTPClient` → `httpClient`, `URL` → `url`.
    ///
    /// Precisely: find the first character after the first that is a lowercase letter;
    /// if it is the second character, lowercase the first; if it is character k > 1,
    /// lowercase characters 0..<k-1; if there is none, lowercase the whole name.
    static func lowercasingFirstWord(of typeName: String) -> String {
        if let name = asciiLowercasingFirstWord(of: typeName) { return name }
        let characters = Array(typeName)
        var wordEnd = characters.count
        for offset in characters.indices.dropFirst() where isLowercaseLetter(characters[offset]) {
            wordEnd = offset == 1 ? 1 : offset - 1
            break
        }
        return String(characters[..<wordEnd]).lowercased() + String(characters[wordEnd...])
    }

    /// The same rule over bytes for printable ASCII names, where a byte is a character and
    /// only `a`...`z` are lowercase letters; `nil` for any other name.
    private static func asciiLowercasingFirstWord(of typeName: String) -> String? {
        var typeName = typeName
        return typeName.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
            var wordEnd = bytes.count
            for offset in bytes.indices.dropFirst() where (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[offset]) {
                wordEnd = offset == 1 ? 1 : offset - 1
                break
            }
            return String(unsafeUninitializedCapacity: bytes.count) { name in
                for offset in bytes.indices {
                    let byte = bytes[offset]
                    let isUppercase = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    name[offset] = offset < wordEnd && isUppercase ? byte + 0x20 : byte
                }
                return bytes.count
            }
        }
    }

    private static func isLowercaseLetter(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.count == 1 && scalars.first!.properties.generalCategory == .lowercaseLetter
    }
}
