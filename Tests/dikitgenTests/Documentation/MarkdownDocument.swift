import Foundation
import Testing

/// A Markdown file of the documentation (a DocC article, the README), read for what the
/// tests check in it: its fenced code blocks, its links and its headings.
struct MarkdownDocument: CustomTestStringConvertible, Sendable {
    /// A fenced code block: ```` ```swift ```` … ```` ``` ````.
    struct CodeBlock: Sendable {
        /// The info string's first word: `swift`, `sh`, or empty.
        var language: String
        var lines: [String]
        /// The line of the opening fence, from 1.
        var line: Int
    }

    var url: URL
    var text: String

    var testDescription: String { url.path.replacingOccurrences(of: Paths.packageRoot.path + "/", with: "") }

    init(_ url: URL) throws {
        self.url = url
        text = try String(contentsOf: url, encoding: .utf8)
    }

    var lines: [String] { text.components(separatedBy: "\n") }

    /// Every fenced code block, in order. A fence may be indented (inside a list item).
    var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (block: CodeBlock, indent: Int)?
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var current = open {
                if trimmed == "```" {
                    blocks.append(current.block)
                    open = nil
                } else {
                    current.block.lines.append(String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))))
                    open = current
                }
            } else if trimmed.hasPrefix("```") {
                let language = trimmed.dropFirst(3).prefix { !$0.isWhitespace }
                open = (CodeBlock(language: String(language), lines: [], line: index + 1), line.count - trimmed.count)
            }
        }
        return blocks
    }

    /// The lines outside code blocks, where links and headings are.
    var proseLines: [String] {
        var inBlock = false
        return lines.compactMap { line in
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inBlock.toggle()
                return nil
            }
            return inBlock ? nil : line
        }
    }

    /// The destinations of the inline links and images outside code: `[text](destination)`.
    var linkDestinations: [String] {
        proseLines.flatMap { line in
            line.replacing(/`[^`]*`/, with: "").matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
        }
    }

    /// The anchors GitHub gives the headings: lowercased, punctuation but `-` and `_`
    /// removed, spaces as `-`.
    var headingAnchors: Set<String> {
        Set(proseLines.compactMap { line -> String? in
            guard line.hasPrefix("#") else { return nil }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacing("`", with: "")
            return String(title.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
        })
    }
}
