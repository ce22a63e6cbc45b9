/// The binary form of an outline, for the declaration cache: a count of entries, then for
/// each its count of names given and of names mentioned, then their hashes, 8 bytes each.
/// `OutlineTable` reads it.
extension DeclarationOutline {
    package func write(to writer: inout BinaryWriter) {
        writer.write(entries.count)
        for entry in entries {
            writer.write(entry.declares.count)
            writer.write(entry.mentions.count)
            for hash in entry.declares { writer.write(hash.value) }
            for hash in entry.mentions { writer.write(hash.value) }
        }
    }
}
