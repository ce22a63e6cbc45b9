/// Names of generated local variables, derived from type names as DIKit 0.5 derives them.
enum LocalName {
    /// Lowercases the leading run of capitals, keeping the last one when it starts the
    /// next word: `Grinder` → `grinder`, `HTTPClient` → `httpClient`, `URL` → `url`.
    ///
    /// Precisely: find the first character after the first that is a lowercase letter;
    /// if it is the second character, lowercase the first; if it is character k > 1,
    /// lowercase characters 0..<k-1; if there is none, lowercase the whole name.
    static func lowercasingFirstWord(of typeName: String) -> String {
        let characters = Array(typeName)
        var wordEnd = characters.count
        for offset in characters.indices.dropFirst() where isLowercaseLetter(characters[offset]) {
            wordEnd = offset == 1 ? 1 : offset - 1
            break
        }
        return String(characters[..<wordEnd]).lowercased() + String(characters[wordEnd...])
    }

    private static func isLowercaseLetter(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.count == 1 && scalars.first!.properties.generalCategory == .lowercaseLetter
    }
}
