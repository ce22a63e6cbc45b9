#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Whether `self` comes before `other` in byte order, compared with `memcmp`.
    func precedesInByteOrder(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(count, other.count)
        let order = common == 0 ? 0 : memcmp(baseAddress!, other.baseAddress!, common)
        return order != 0 ? order < 0 : count < other.count
    }
}

extension String {
    /// Whether `self` comes before `other` in byte order of their UTF-8, the order files are
    /// read in. Sorting 100,000 paths through `utf8.lexicographicallyPrecedes` took longer
    /// than reading the files.
    func precedesInByteOrder(_ other: String) -> Bool {
        var left = self, right = other
        return left.withUTF8 { left in right.withUTF8 { left.precedesInByteOrder($0) } }
    }
}

extension [UInt8] {
    /// Whether `self` comes before `other` in byte order.
    func precedesInByteOrder(_ other: [UInt8]) -> Bool {
        withUnsafeBufferPointer { left in other.withUnsafeBufferPointer { left.precedesInByteOrder($0) } }
    }
}
