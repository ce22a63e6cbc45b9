/// The strings a section of a `BinaryWriter` has written, so that a string written again
/// is written as its number, and read back as the same string.
///
/// A file names the same few things over and over (`Dependency`, `String`, `private`, its
/// own types), so most of the strings a file's declarations hold are repeats. Read back one
/// by one, each repeat would be made and checked as UTF-8 again. With the table, a reader
/// makes each string of a section once.
///
/// The table looks strings up by their bytes where the writer wrote them first, so it holds
/// no string of its own: a slot is the number of a string, and each string is where its
/// bytes start and how many there are.
struct WrittenStrings {
    /// A string written: where its bytes are in the writer's buffer, its hash, and its slot.
    private struct Entry {
        var start: Int
        var count: Int
        var hash: Int
        var slot: Int
    }

    /// The strings, in the order written: a string's number is its index.
    private var entries: [Entry] = []
    /// Open addressing: a string's number plus one, or 0 for an empty slot. Twice as many
    /// slots as strings at least, a power of two.
    private var slots = [Int32](repeating: 0, count: 64)

    enum Lookup {
        case written(Int)
        case absent(slot: Int, hash: Int)
    }

    /// Where `text` is in the table: the number of the same string written earlier in
    /// `buffer`, or the slot to record it in once it is written.
    func lookUp(_ text: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>) -> Lookup {
        let hash = Self.hash(text)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                let mask = slots.count - 1
                var slot = hash & mask
                while slots[slot] != 0 {
                    let number = Int(slots[slot]) - 1
                    let entry = entries[number]
                    if entry.hash == hash, entry.count == text.count,
                       Self.bytes(text, equal: UnsafeBufferPointer(rebasing: buffer[entry.start..<(entry.start + entry.count)])) {
                        return .written(number)
                    }
                    slot = (slot + 1) & mask
                }
                return .absent(slot: slot, hash: hash)
            }
        }
    }

    /// Records the string `lookUp` did not find at `slot`, now that its `count` bytes are
    /// in the writer's buffer from `start`, with the next number.
    mutating func record(at slot: Int, hash: Int, start: Int, count: Int) {
        slots[slot] = Int32(entries.count + 1)
        entries.append(Entry(start: start, count: count, hash: hash, slot: slot))
        if entries.count * 2 > slots.count { grow() }
    }

    /// Forgets every string, keeping the memory: the next section starts its numbers at 0.
    mutating func removeAll() {
        for entry in entries { slots[entry.slot] = 0 }
        entries.removeAll(keepingCapacity: true)
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for number in entries.indices {
            var slot = entries[number].hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
            entries[number].slot = slot
        }
    }

    /// A hash of a string's length and of its first and last eight bytes, whatever its
    /// length: names differ mostly at their ends (`dependency0`, `dependency1`), and two
    /// strings that differ only in the middle are told apart by comparing their bytes.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var first: UInt64 = 0
        var last: UInt64
        if count >= 8 {
            first = ByteWords.load(bytes, at: 0)
            last = ByteWords.load(bytes, at: count - 8)
        } else {
            for byte in bytes { first = first << 8 | UInt64(byte) }
            last = first
        }
        var hash = first &* 0x9E37_79B9_7F4A_7C15 ^ (last &+ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// Whether two strings of one length have the same bytes, compared eight at a time.
    @inline(__always)
    private static func bytes(_ text: UnsafeBufferPointer<UInt8>, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 8 <= text.count {
            guard ByteWords.load(text, at: index) == ByteWords.load(other, at: index) else { return false }
            index += 8
        }
        while index < text.count {
            guard text[index] == other[index] else { return false }
            index += 1
        }
        return true
    }
}
