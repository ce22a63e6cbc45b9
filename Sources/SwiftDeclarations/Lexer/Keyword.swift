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
        let bucket = KeywordTable.buckets[length &* 128 &+ Int(bytes[0] & 0x7F)]
        for (spelling, keyword) in bucket where spelling.elementsEqual(UnsafeBufferPointer(start: bytes, count: length)) {
            return keyword
        }
        return nil
    }
}

/// Keywords bucketed by (length, first byte), so a lookup compares at most a few spellings.
private enum KeywordTable {
    static let maximumLength = Keyword.allCases.map { $0.text.utf8.count }.max()!

    static let buckets: [[([UInt8], Keyword)]] = {
        var buckets = [[([UInt8], Keyword)]](repeating: [], count: (maximumLength + 1) * 128)
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.text.utf8)
            buckets[spelling.count * 128 + Int(spelling[0])].append((spelling, keyword))
        }
        return buckets
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
