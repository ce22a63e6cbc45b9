/// A 64-bit hash that is the same in every process, unlike `Hasher`'s: a method's identity
/// written in one module's summary is compared with one computed in another module's run,
/// and an identifier's hash in a cached outline (`Identifiers`) with one computed now.
///
/// FNV-1a over the bytes, with a final avalanche (the finalizer of MurmurHash3) so that
/// values differing in one byte differ in every bit.
package struct StableHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func combine(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { combine(byte: UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    package mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte: byte) }
        // The length ends the string: "ab" + "c" and "a" + "bc" differ.
        combine(UInt64(text.utf8.count))
    }

    @inline(__always) package mutating func combine(byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    package var value: UInt64 {
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xff51_afd7_ed55_8ccd
        mixed ^= mixed >> 33
        mixed &*= 0xc4ce_b9fe_1a85_ec53
        mixed ^= mixed >> 33
        return mixed
    }
}
