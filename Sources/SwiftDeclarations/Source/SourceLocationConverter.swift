/// A 1-based line and column; the column counts UTF-8 bytes, as swiftc does.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into lines and columns. Built once per file; a lookup is a binary
/// search over line starts. `\n`, `\r\n` and a lone `\r` each end a line.
public struct SourceLocationConverter: Sendable {
    /// The offset at which each line starts; the first is 0. Kept for every file until the
    /// process ends, so 32 bits each: a source file is under 4 GiB.
    let lineStarts: [UInt32]

    init(lineStarts: [UInt32]) {
        self.lineStarts = lineStarts
    }

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = [0]
        var index = LineBreaks.first(in: bytes, from: 0)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            starts.append(UInt32(index))
            index = LineBreaks.first(in: bytes, from: index)
        }
        self.init(lineStarts: starts)
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { SourceLocationConverter($0) }
    }

    /// The byte offset of `location`: the inverse of `location(ofOffset:)`; `nil` for a line
    /// the file does not have, or a column past the end of its line.
    package func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count, location.column >= 1 else { return nil }
        let offset = Int(lineStarts[location.line - 1]) + location.column - 1
        guard location.line == lineStarts.count || offset < Int(lineStarts[location.line]) else { return nil }
        return offset
    }

    public func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - Int(lineStarts[low]) + 1)
    }
}
