#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether `self` comes before `other` in byte order of their UTF-8, the order files are
    /// read in. Compares contiguous bytes with `memcmp`: sorting 100,000 paths through
    /// `utf8.lexicographicallyPrecedes` took longer than reading the files.
    func precedesInByteOrder(_ other: String) -> Bool {
        var left = self, right = other
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}

extension [UInt8] {
    /// Whether `self` comes before `other` in byte order.
    func precedesInByteOrder(_ other: [UInt8]) -> Bool {
        withUnsafeBufferPointer { left in
            other.withUnsafeBufferPointer { right in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
