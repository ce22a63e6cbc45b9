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

    /// The keyword spelled by `length` bytes at `bytes`, if any.
    @inline(__always)
    static func lookUp(_ bytes: UnsafePointer<UInt8>, length: Int) -> Keyword? {
        guard length <= KeywordTable.maximumLength else { return nil }
        let bucket = length &* 128 &+ Int(bytes[0] & 0x7F)
        let range = Int(KeywordTable.bucketStarts[bucket])..<Int(KeywordTable.bucketStarts[bucket &+ 1])
        guard !range.isEmpty else { return nil }
        let spelling = KeywordTable.Spelling(bytes, length: length)
        for index in range where KeywordTable.spellings[index] == spelling {
            return KeywordTable.keywords[index]
        }
        return nil
    }
}

/// Keywords bucketed by (length, first byte), so a lookup compares at most a few spellings;
/// each spelling is two integers, so comparing one is two compares, with no array to retain.
private enum KeywordTable {
    /// Up to 16 bytes, zero-padded.
    struct Spelling: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ bytes: UnsafePointer<UInt8>, length: Int) {
            withUnsafeMutableBytes(of: &self) { words in
                words.baseAddress!.copyMemory(from: bytes, byteCount: length)
            }
        }
    }

    static let maximumLength = min(16, Keyword.allCases.map { $0.text.utf8.count }.max()!)

    /// Spellings and their keywords, sorted by bucket; bucket `b` is
    /// `bucketStarts[b]..<bucketStarts[b + 1]`.
    static let (spellings, keywords, bucketStarts): ([Spelling], [Keyword], [UInt16]) = {
        let bucketCount = (maximumLength + 1) * 128
        var buckets = [[Keyword]](repeating: [], count: bucketCount)
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.text.utf8)
            precondition(spelling.count <= 16, "keywords are at most 16 bytes")
            buckets[spelling.count * 128 + Int(spelling[0])].append(keyword)
        }
        var spellings: [Spelling] = []
        var keywords: [Keyword] = []
        var starts: [UInt16] = [0]
        for bucket in buckets {
            for keyword in bucket {
                var text = keyword.text
                spellings.append(text.withUTF8 { Spelling($0.baseAddress!, length: $0.count) })
                keywords.append(keyword)
            }
            starts.append(UInt16(keywords.count))
        }
        return (spellings, keywords, starts)
    }()
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
