import SwiftDeclarations

extension Generator {
    /// What `regenerate` did: the file with its methods regenerated, or why it could not
    /// regenerate them and the file must be generated whole.
    public enum Regeneration: Sendable {
        /// The file's new text and layout, and how many of its methods were regenerated.
        case regenerated(code: String, layout: GeneratedLayout, methods: Int)
        case declined(reason: String)
    }

    /// Regenerates in place the methods of a generated file (`code`, laid out as `layout`)
    /// that a slice of its program builds (`SliceSelection`): every method whose binding's
    /// declarations are in `slice` is generated from them and put where that method is.
    ///
    /// Sound when the slice holds, with each declaration in it, every declaration whose
    /// names it mentions (so each of its methods is generated from what the whole program
    /// would give it), and holds every declaration an edit since `code` reached (so the
    /// methods left as they are had nothing change under them); and when the edit kept every
    /// file's interface (`FileInterface`), so the file has the same methods. Declines when
    /// the slice has a diagnostic, a feature whose methods depend on more than their slice
    /// (`allowsRegeneration`), or a method `code` does not have.
    public static func regenerate(
        code: String, layout: GeneratedLayout, slice files: [SourceFile], options: GeneratorOptions
    ) -> Regeneration {
        let analysis = analyze(files, inheriting: [:], options: options)
        guard analysis.diagnostics.isEmpty else { return .declined(reason: "the edited declarations have diagnostics") }
        guard analysis.allowsRegeneration(options: options) else {
            return .declined(reason: "the edited declarations use scopes, multibindings, generics or refined resolvers")
        }
        let extensions = ResolverExtensions(
            resolvers: analysis.resolverGraphs, tree: analysis.tree, semantics: options.semantics, modules: analysis.table.modules
        )
        guard extensions.diagnostics.isEmpty else { return .declined(reason: "the edited declarations have diagnostics") }
        var positionOfMethod: [GeneratedLayout.MethodName: Int] = [:]
        positionOfMethod.reserveCapacity(layout.methods.count)
        for (position, method) in layout.methods.enumerated() {
            positionOfMethod[GeneratedLayout.MethodName(resolver: method.resolver, name: method.name)] = position
        }
        var replacements: [(position: Int, text: [UInt8])] = []
        for resolverExtension in extensions.extensions {
            for member in resolverExtension.members {
                guard case .function(let function) = member else { return .declined(reason: "a method is in a #if clause") }
                let name = GeneratedLayout.MethodName(resolver: resolverExtension.resolverName, name: function.name)
                guard let position = positionOfMethod[name] else {
                    return .declined(reason: "the edit adds method '\(function.name)' to '\(resolverExtension.resolverName)'")
                }
                // One level in, with a line break after its closing brace, as the file prints it.
                replacements.append((position, ResolverFileRenderer.text(of: function)))
            }
        }
        replacements.sort { $0.position < $1.position }
        var spliced = Splice(code: code, layout: layout)
        for (position, text) in replacements { spliced.replace(method: position, with: text) }
        return .regenerated(code: spliced.code, layout: spliced.layout, methods: replacements.count)
    }
}

extension Generator.Analysis {
    /// Whether each method of this program is generated from its slice as from the whole
    /// program: one module, no summaries to write, and none of the features that make a
    /// method read more than the declarations its binding's names reach (a scope reads its
    /// parent's graph, a multibinding every contribution, a refined resolver its parents',
    /// a generic type every use of it).
    func allowsRegeneration(options: GeneratorOptions) -> Bool {
        !options.emitsSummary && table.modules.isSingleModule && model.contributed.elements.isEmpty
            && model.resolvers.allSatisfy { resolver in
                resolver.isGenerated && resolver.parents.isEmpty && resolver.childScope == nil && resolver.scopeNames.isEmpty
                    && resolver.contributions.isEmpty
            }
            && !table.entries.contains { $0.isGeneric }
    }
}

/// A generated file with some of its methods replaced, in file order, and its layout moved
/// to match.
private struct Splice {
    private let original: String
    private var bytes: [UInt8] = []
    /// The end of what of `original` is copied to `bytes`.
    private var copiedUpTo = 0
    private(set) var layout: GeneratedLayout
    private var shift = 0
    private var nextPosition = 0

    init(code: String, layout: GeneratedLayout) {
        original = code
        self.layout = layout
        bytes.reserveCapacity(code.utf8.count + 4096)
    }

    /// Replaces method `position` (after any replaced before it) with `text`.
    mutating func replace(method position: Int, with text: [UInt8]) {
        moveMethods(before: position)
        let range = layout.methods[position].range
        copy(upTo: range.lowerBound)
        bytes.append(contentsOf: text)
        copiedUpTo = range.upperBound
        layout.methods[position].range = (range.lowerBound + shift)..<(range.lowerBound + shift + text.count)
        shift += text.count - range.count
        nextPosition = position + 1
    }

    /// The file with every replacement made.
    var code: String {
        mutating get {
            moveMethods(before: layout.methods.count)
            copy(upTo: original.utf8.count)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private mutating func moveMethods(before end: Int) {
        guard shift != 0 else {
            nextPosition = max(nextPosition, end)
            return
        }
        while nextPosition < end {
            let range = layout.methods[nextPosition].range
            layout.methods[nextPosition].range = (range.lowerBound + shift)..<(range.upperBound + shift)
            nextPosition += 1
        }
    }

    private mutating func copy(upTo end: Int) {
        guard end > copiedUpTo else { return }
        var original = original
        original.withUTF8 { utf8 in bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copiedUpTo..<end])) }
        copiedUpTo = end
    }
}
