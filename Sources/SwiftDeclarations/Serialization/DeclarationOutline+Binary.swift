/// The binary form of an outline, for the declaration cache: a count of entries, then for
/// each its count of names given and of names mentioned, then their hashes, 8 bytes each.
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

    /// Reads an outline written by `write(to:)`; `nil` when the bytes are not one.
    package init?(from reader: inout BinaryReader) {
        guard let count = reader.readCount() else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let declared = reader.readCount(), let mentioned = reader.readCount(),
                  let declares = reader.readHashes(declared), let mentions = reader.readHashes(mentioned) else { return nil }
            entries.append(Entry(declares: declares, mentions: mentions))
        }
        self.init(entries: entries)
    }
}

extension BinaryReader {
    fileprivate mutating func readHashes(_ count: Int) -> [IdentifierHash]? {
        var hashes: [IdentifierHash] = []
        hashes.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = readUInt64() else { return nil }
            hashes.append(IdentifierHash(value: value))
        }
        return hashes
    }
}
