/// xxHash64 of a byte buffer: a fast, well-distributed 64-bit hash, for telling whether a
/// file's bytes changed and whether a cache file is intact. Not for adversarial input.
enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        if count >= 32 {
            var lanes = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(offset))
                lanes.1 = round(lanes.1, word(offset + 8))
                lanes.2 = round(lanes.2, word(offset + 16))
                lanes.3 = round(lanes.3, word(offset + 24))
                offset += 32
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(hash, lanes.0)
            hash = merge(hash, lanes.1)
            hash = merge(hash, lanes.2)
            hash = merge(hash, lanes.3)
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, word(offset))
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash ^= half &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        of(UnsafeRawBufferPointer(bytes))
    }

    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of($0) }
    }

    @inline(__always) private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }

    @inline(__always) private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always) private static func merge(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        (accumulator ^ round(0, lane)) &* prime1 &+ prime4
    }
}
