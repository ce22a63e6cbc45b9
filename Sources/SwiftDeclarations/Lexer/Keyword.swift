/// Every word the parser gives a meaning to. Reserved words lex as `TokenKind.keyword`;
/// contextual ones (`actor`, `async`, `get`, `final`, ...) lex as identifiers that carry
/// their keyword, and the parser decides from context whether they act as one.
public enum Keyword: UInt8, CaseIterable, Sendable {
    // Reserved in declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`
    case `import`, `init`, `inout`, `internal`, `let`, `operator`, `private`
    case `precedencegroup`, `protocol`, `public`, `rethrows`, `static`, `struct`
    case `subscript`, `typealias`, `var`
    // Reserved in statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`
    case `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`
    case `switch`, `where`, `while`
    // Reserved in expressions and types.
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`
    case `true`, `try`
    /// `_`
    case wildcard
    // Contextual.
    case actor, any, async, await, borrowing, consuming, convenience, didSet
    case distributed, dynamic, each, final, get, indirect, infix, isolated, lazy
    case macro, mutating, nonisolated, nonmutating, open, optional, override
    case package, postfix, prefix, `Protocol`, reasync, required, sending, set
    case some, `Type`, unowned, weak, willSet, __consuming, __owned, __shared
    case _modify, _read, modify, read, _const

    /// Whether the word is reserved: it never lexes as an identifier unless backticked.
    public var isReserved: Bool { rawValue <= Keyword.wildcard.rawValue }

    /// The word as written in source.
    public var text: String {
        self == .wildcard ? "_" : String(describing: self)
    }

    /// The keyword spelled `text`, if any: found as the lexer finds it, by length and first
    /// byte, without hashing the text.
    public init?(spelling text: String) {
        var text = text
        guard let keyword = text.withUTF8(Keyword.init(spelling:)) else { return nil }
        self = keyword
    }

    /// The keyword spelled by the UTF-8 `bytes`, if any: for a caller that has the bytes
    /// of a name in hand anyway.
    public init?(spelling bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty, let keyword = KeywordTable.shared.keyword(in: bytes, start: 0, length: bytes.count) else {
            return nil
        }
        self = keyword
    }

}

/// Keywords bucketed by (length, first byte), so a lookup compares at most a few spellings.
/// A spelling is two integers, loaded from the source a word at a time (no copy), so
/// comparing one is two compares.
final class KeywordTable: Sendable {
    /// Up to 16 bytes, zero-padded, the first byte lowest.
    struct Spelling: Equatable {
        static let capacity = 16

        var low: UInt64 = 0
        var high: UInt64 = 0

        /// The `length` bytes (at most `capacity`) at `start` in `bytes`.
        @inline(__always) init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) {
            if start &+ Spelling.capacity <= bytes.count {
                low = ByteWords.load(bytes, at: start)
                high = ByteWords.load(bytes, at: start &+ 8)
                if length < 8 {
                    low &= (1 &<< (UInt64(length) &* 8)) &- 1
                    high = 0
                } else if length < 16 {
                    high &= (1 &<< (UInt64(length &- 8) &* 8)) &- 1
                }
            } else {
                // Fewer than 16 bytes from `start` (a name of its own, or the end of a file):
                // copied into zeroed words at once rather than shifted in byte by byte.
                var words: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &words) { words in
                    words.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[start..<(start + length)]))
                }
                low = UInt64(littleEndian: words.0)
                high = UInt64(littleEndian: words.1)
            }
        }
    }

    static let shared = KeywordTable()

    /// Spellings and their keywords, sorted by bucket; bucket `b` is
    /// `bucketStarts[b]..<bucketStarts[b + 1]`.
    private let spellings: [Spelling]
    private let keywords: [Keyword]
    private let bucketStarts: [UInt16]

    private init() {
        // Each keyword's text is made once: `Keyword.text` reads the case's name by reflection.
        var buckets = [[(keyword: Keyword, spelling: Spelling)]](repeating: [], count: (Spelling.capacity + 1) * 128)
        for keyword in Keyword.allCases {
            let text = Array(keyword.text.utf8)
            precondition(text.count <= Spelling.capacity, "keywords are at most 16 bytes")
            let spelling = text.withUnsafeBufferPointer { Spelling($0, start: 0, length: $0.count) }
            buckets[KeywordTable.bucket(length: text.count, firstByte: text[0])].append((keyword, spelling))
        }
        var spellings: [Spelling] = []
        var keywords: [Keyword] = []
        var starts: [UInt16] = [0]
        for bucket in buckets {
            for (keyword, spelling) in bucket {
                spellings.append(spelling)
                keywords.append(keyword)
            }
            starts.append(UInt16(keywords.count))
        }
        (self.spellings, self.keywords, self.bucketStarts) = (spellings, keywords, starts)
    }

    @inline(__always) private static func bucket(length: Int, firstByte: UInt8) -> Int {
        length &* 128 &+ Int(firstByte & 0x7F)
    }

    /// The keyword spelled by the `length` bytes at `start` in `bytes`, if any.
    @inline(__always) func keyword(in bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword? {
        guard length <= Spelling.capacity else { return nil }
        let bucket = KeywordTable.bucket(length: length, firstByte: bytes[start])
        var index = Int(bucketStarts[bucket])
        let end = Int(bucketStarts[bucket &+ 1])
        guard index < end else { return nil }
        let spelling = Spelling(bytes, start: start, length: length)
        while index < end {
            if spellings[index] == spelling { return keywords[index] }
            index &+= 1
        }
        return nil
    }
}

/// A set of keywords as a 128-bit mask, so that asking whether a token's keyword is a
/// modifier or starts a declaration, which the parser does at nearly every token, is a
/// shift and a mask rather than a hash.
struct KeywordSet: ExpressibleByArrayLiteral, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(arrayLiteral keywords: Keyword...) {
        for keyword in keywords {
            precondition(keyword.rawValue < 128, "KeywordSet holds at most 128 keywords")
            if keyword.rawValue < 64 {
                low |= 1 << UInt64(keyword.rawValue)
            } else {
                high |= 1 << UInt64(keyword.rawValue - 64)
            }
        }
    }

    @inline(__always)
    func contains(_ keyword: Keyword) -> Bool {
        keyword.rawValue < 64
            ? low & (1 << UInt64(keyword.rawValue)) != 0
            : high & (1 << UInt64(keyword.rawValue &- 64)) != 0
    }
}
