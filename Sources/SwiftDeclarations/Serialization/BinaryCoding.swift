/// A compact binary form of values, for the declaration cache: integers as LEB128 varints,
/// strings as a length and UTF-8 bytes (or, in a section that shares them, as the number of
/// the same string written before), optionals as a presence byte, arrays as a count and
/// elements. Reading never trusts its input: every length is checked against what is left,
/// and anything malformed ends in `nil`, never in a trap.
package struct BinaryWriter {
    package private(set) var bytes: [UInt8] = []
    /// Positions written with `write(position:)`, kept apart from `bytes` until
    /// `appendPositions()` adds them as one length-prefixed section.
    private var positions: [UInt8] = []
    /// The last position written to `positions`: each is written as its difference from
    /// the one before, which is short (most fit one byte) where the offset itself is not.
    private var lastPosition = 0
    /// In a section written by `sharingStrings(_:)`, the strings it has written.
    private var writtenStrings = WrittenStrings()
    private var isSharingStrings = false

    package init() {}

    package mutating func reserveCapacity(_ byteCount: Int) {
        bytes.reserveCapacity(byteCount)
    }

    /// Empties the writer, keeping its memory for what is written next.
    package mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    package mutating func write(_ value: Int) {
        Self.append(value, to: &bytes)
    }

    /// A byte offset into a source file, written apart from everything else: what a file
    /// declares can then be compared without where it declares it (an edit inside a
    /// function body moves the offsets after it, and changes nothing else).
    package mutating func write(position: Int) {
        Self.append(position - lastPosition, to: &positions)
        lastPosition = position
    }

    /// Writes the positions written since the last call, as one section (a length, then
    /// the bytes), and forgets them.
    package mutating func appendPositions() {
        write(bytes: positions)
        positions.removeAll(keepingCapacity: true)
        lastPosition = 0
    }

    /// Overwrites the 8 bytes at `offset`, written with `write(_: UInt64)` as a placeholder.
    package mutating func overwrite(_ value: UInt64, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { value in
            bytes.replaceSubrange(offset..<(offset + 8), with: value)
        }
    }

    /// `value` as a zigzag LEB128 varint: small negative numbers stay short.
    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    package mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            guard isSharingStrings else {
                write(utf8.count)
                bytes.append(contentsOf: utf8)
                return
            }
            switch bytes.withUnsafeBufferPointer({ writtenStrings.lookUp(utf8, in: $0) }) {
            case .written(let number):
                write(-1 - number)
            case .absent(let slot, let hash):
                write(utf8.count)
                writtenStrings.record(at: slot, hash: hash, start: bytes.count, count: utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }
    }

    /// Writes what `body` writes, each string once: a string written again is written as
    /// the number of its first writing (`-1` the first string, `-2` the second), which a
    /// reader made with `sharesStrings` reads back. Sections do not nest.
    package mutating func sharingStrings(_ body: (inout BinaryWriter) -> Void) {
        precondition(!isSharingStrings, "sections that share strings do not nest")
        isSharingStrings = true
        body(&self)
        isSharingStrings = false
        writtenStrings.removeAll()
    }

    package mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    /// A length, then the bytes.
    package mutating func write(bytes other: some Collection<UInt8>) {
        write(other.count)
        bytes.append(contentsOf: other)
    }

    /// The bytes alone, with no length.
    package mutating func write(raw other: some Collection<UInt8>) {
        bytes.append(contentsOf: other)
    }

    package mutating func write<Element>(_ values: [Element], _ each: (inout BinaryWriter, Element) -> Void) {
        write(values.count)
        for value in values { each(&self, value) }
    }

    package mutating func write<Value>(_ value: Value?, _ body: (inout BinaryWriter, Value) -> Void) {
        write(value != nil)
        if let value { body(&self, value) }
    }
}

package struct BinaryReader {
    private let bytes: UnsafeRawBufferPointer
    package private(set) var position = 0
    /// The section `readPosition()` reads, written by `BinaryWriter.appendPositions()`.
    private let positions: UnsafeRawBufferPointer
    private var positionsRead = 0
    /// The last position read: the section holds each as its difference from the one before.
    private var lastPosition = 0
    /// Whether the bytes are a section written by `BinaryWriter.sharingStrings(_:)`.
    private let sharesStrings: Bool
    /// The strings read so far, when the section shares them.
    private var strings: [String] = []

    /// Reads `bytes`, and positions from `positions`; both must outlive the reader.
    /// `sharesStrings`: the bytes are a section that `BinaryWriter.sharingStrings(_:)` wrote.
    package init(
        _ bytes: UnsafeRawBufferPointer, positions: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0),
        sharesStrings: Bool = false
    ) {
        self.bytes = bytes
        self.positions = positions
        self.sharesStrings = sharesStrings
    }

    /// Whether everything was read, positions included.
    package var isAtEnd: Bool { position == bytes.count && positionsRead == positions.count }

    package mutating func readInt() -> Int? {
        Self.readInt(bytes, at: &position)
    }

    /// The next value written with `BinaryWriter.write(position:)`: never negative.
    package mutating func readPosition() -> Int? {
        guard let difference = Self.readInt(positions, at: &positionsRead) else { return nil }
        let (position, overflows) = lastPosition.addingReportingOverflow(difference)
        guard !overflows, position >= 0 else { return nil }
        lastPosition = position
        return position
    }

    /// Most integers written are counts, tags and short differences: one byte, read inline.
    @inline(__always)
    private static func readInt(_ bytes: UnsafeRawBufferPointer, at position: inout Int) -> Int? {
        if position < bytes.count, case let byte = bytes[position], byte < 0x80 {
            position += 1
            return Int(byte >> 1) ^ -Int(byte & 1)
        }
        return readLongInt(bytes, at: &position)
    }

    private static func readLongInt(_ bytes: UnsafeRawBufferPointer, at position: inout Int) -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                let decoded = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
                return Int(decoded)
            }
            shift += 7
        }
        return nil
    }

    /// A count or length: a non-negative integer no larger than the bytes left, since every
    /// element takes at least one byte.
    package mutating func readCount() -> Int? {
        guard let count = readInt(), count >= 0, count <= bytes.count - position else { return nil }
        return count
    }

    package mutating func readUInt64() -> UInt64? {
        guard bytes.count - position >= 8 else { return nil }
        let value = bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)
        position += 8
        return UInt64(littleEndian: value)
    }

    package mutating func readBool() -> Bool? {
        guard position < bytes.count, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    package mutating func readString() -> String? {
        guard let count = readInt() else { return nil }
        if count < 0 {
            // The number of a string read before, in a section that shares them.
            let number = -1 - count
            guard sharesStrings, number < strings.count else { return nil }
            return strings[number]
        }
        guard count <= bytes.count - position else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)]), as: UTF8.self)
        position += count
        if sharesStrings { strings.append(text) }
        return text
    }

    /// A length, then as many bytes: a view of them into the input.
    package mutating func readBytes() -> UnsafeRawBufferPointer? {
        readCount().flatMap { readBytes(count: $0) }
    }

    /// The next `count` bytes, as a view into the input.
    package mutating func readBytes(count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, count <= bytes.count - position else { return nil }
        position += count
        return UnsafeRawBufferPointer(rebasing: bytes[(position - count)..<position])
    }

    /// An optional: `.some(nil)` when absent, `nil` when malformed.
    package mutating func readOptional<Value>(_ body: (inout BinaryReader) -> Value?) -> Value?? {
        guard let isPresent = readBool() else { return nil }
        guard isPresent else { return .some(nil) }
        guard let value = body(&self) else { return nil }
        return .some(value)
    }

    package mutating func readArray<Element>(_ each: (inout BinaryReader) -> Element?) -> [Element]? {
        guard let count = readCount() else { return nil }
        guard count > 0 else { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            guard let element = each(&self) else { return nil }
            elements.append(element)
        }
        return elements
    }
}
