/// SplitMix64 (Steele, Lea, Flood 2014): a tiny seeded generator whose sequence is fixed
/// by this file alone, unlike the standard library's `random(in:using:)` algorithms, so a
/// seed names the same random graph on every toolchain.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the tiny modulo bias does not matter here).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// `count` distinct elements of `elements`, in random order (a partial Fisher–Yates).
    mutating func sample<T>(_ count: Int, from elements: [T]) -> [T] {
        var pool = elements
        let count = min(count, pool.count)
        for index in 0..<count {
            pool.swapAt(index, index + below(pool.count - index))
        }
        return Array(pool[..<count])
    }
}
