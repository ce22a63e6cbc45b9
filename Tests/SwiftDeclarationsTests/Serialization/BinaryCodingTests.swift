import Testing
@testable import SwiftDeclarations

/// The varints the declaration cache and module summaries are made of: one byte holds
/// -64...63 and is read on a path of its own, longer ones are read byte by byte.
@Suite struct BinaryCodingTests {
    @Test(arguments: [0, 1, -1, 63, -64, 64, -65, 127, 128, 300, -300, 1 << 40, Int.max, Int.min])
    func anIntegerReadsBackAsWritten(_ value: Int) {
        var writer = BinaryWriter()
        writer.write(value)
        writer.write(7)
        if (-64...63).contains(value) { #expect(writer.bytes.count == 2) }
        writer.bytes.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == value)
            #expect(reader.readInt() == 7)
            #expect(reader.isAtEnd)
        }
    }

    @Test func aVarintCutShortIsRefused() {
        var writer = BinaryWriter()
        writer.write(1 << 40)
        writer.bytes.dropLast().withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == nil)
        }
        [UInt8]().withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes)
            #expect(reader.readInt() == nil)
        }
    }
}
