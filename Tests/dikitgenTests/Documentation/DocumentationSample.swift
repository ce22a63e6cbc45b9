/// What a Swift sample in the documentation is, by its first line, and so how the tests
/// check it (`DocumentationSampleTests`):
///
/// - `// From <path>`: a quotation: the other lines are consecutive lines of that file of
///   the repository (an example or a fixture, compiled by their own tests);
/// - `// Generated`: the other lines are consecutive lines of what dikitgen generates for
///   the article's program, in Swift 6 mode;
/// - `// dikitgen reports <id>`: a program on its own, for which `dikitgen --strict`
///   reports the diagnostic `<id>`;
/// - `// swift-tools-version:…`: a whole package manifest, which SwiftPM must load;
/// - anything else: a part of the article's program. All the parts of an article are run
///   through dikitgen together, and compiled with what it generates, in every
///   `CompilerConfiguration`.
enum DocumentationSample: Equatable {
    case quotation(path: String)
    case generatedExcerpt
    case reportedProblem(id: String)
    case manifest
    case programPart

    init(_ block: MarkdownDocument.CodeBlock) {
        let firstLine = block.lines.first ?? ""
        if let path = firstLine.wholeMatch(of: /\/\/ From (\S+)/)?.1 {
            self = .quotation(path: String(path))
        } else if firstLine == "// Generated" {
            self = .generatedExcerpt
        } else if let id = firstLine.wholeMatch(of: /\/\/ dikitgen reports ([a-z-]+)/)?.1 {
            self = .reportedProblem(id: String(id))
        } else if firstLine.hasPrefix("// swift-tools-version:") {
            self = .manifest
        } else {
            self = .programPart
        }
    }
}

extension MarkdownDocument {
    /// The Swift code blocks, each with what it is.
    var swiftSamples: [(sample: DocumentationSample, block: CodeBlock)] {
        codeBlocks.filter { $0.language == "swift" }.map { (DocumentationSample($0), $0) }
    }

    /// The blocks that make up the article's program.
    var programParts: [CodeBlock] {
        swiftSamples.filter { $0.sample == .programPart }.map(\.block)
    }
}

extension Array where Element == String {
    /// Whether `excerpt` is a run of consecutive lines of these, trailing spaces aside.
    func containsRun(_ excerpt: [String]) -> Bool {
        let lines = map { $0.trimmingSuffix(" ") }
        let wanted = excerpt.map { $0.trimmingSuffix(" ") }
        guard !wanted.isEmpty, wanted.count <= lines.count else { return wanted.isEmpty }
        return (0...(lines.count - wanted.count)).contains { start in
            lines[start..<(start + wanted.count)].elementsEqual(wanted)
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == character { end = index(before: end) }
        return self[..<end]
    }
}
