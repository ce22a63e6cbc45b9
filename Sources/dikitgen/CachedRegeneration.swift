import DIKitGenerator
import SwiftDeclarations

/// A run whose edits kept every file's interface (`FileInterface`): the cached code, with
/// the methods the edits reach regenerated in place from a slice of the program
/// (`SliceSelection`, `Generator.regenerate`), which decodes and analyses only the
/// declarations that slice holds.
///
/// Tried only when the cached code was generated with the run's settings from the same
/// files, printed no diagnostic and was laid out for it (`GeneratedLayout`).
struct CachedRegeneration {
    private let generation: CachedGeneration
    private let code: String
    private let layout: GeneratedLayout

    /// What an attempt did, for `--verbose`.
    struct Attempt {
        var outcome: Generator.Regeneration
        /// How many top-level declarations the edits reached, and the slice held.
        var reached = 0
        var sliced = 0
    }

    /// `nil` when the cached result cannot be regenerated for this run at all.
    init?(generation: CachedGeneration) {
        guard let cached = generation.previous?.result, cached.settingsFingerprint == generation.settingsFingerprint,
              cached.diagnostics.isEmpty, let files = cached.files, files.count == 1, let layout = cached.layout,
              generation.summaries.isEmpty, !generation.generatorOptions.emitsSummary else { return nil }
        self.generation = generation
        self.code = files[0]
        self.layout = layout
    }

    func attempt() -> Attempt {
        let previous = generation.previous!
        var outlines = OutlineTable()
        var edited: [Int] = []
        for (index, state) in generation.states.enumerated() {
            switch state {
            case .cached(let entry, _, _):
                guard entry.kind.isParsed else {
                    outlines.appendEmptyFile()
                    continue
                }
                // The first run of a program outlines nothing; the next one outlines it all.
                guard !entry.outline.isEmpty else { return declined("the files are not outlined yet") }
                guard outlines.append(written: previous.outline(of: entry)) else { return declined("a cached outline does not decode") }
            case .read(let fresh):
                let path = generation.files[index].path
                guard let entry = previous.entries[path], entry.kind == fresh.kind else {
                    return declined("'\(path)' was read differently")
                }
                guard case .parsed(let file) = fresh.outcome else {
                    outlines.appendEmptyFile()
                    continue
                }
                // Outlined when it was read: a cache was there.
                guard fresh.outline.withUnsafeBytes({ outlines.append(written: $0) }) else {
                    return declined("'\(path)' was read without its outline")
                }
                guard entry.shapeHash != fresh.shapeHash else { continue }
                if let reason = Self.interfaceChange(of: file, before: previous.sourceFile(entry, path: path)) {
                    return declined("'\(path)': \(reason)")
                }
                edited.append(index)
            }
        }
        let selection = SliceSelection(
            outlines: outlines, editedFiles: edited, resolverNames: Set(layout.methods.lazy.map(\.resolver))
        )
        // However much of the program the slice holds, analysing it costs no more than
        // analysing the whole program would.
        return Attempt(
            outcome: Generator.regenerate(code: code, layout: layout, slice: sliceFiles(selection), options: generation.generatorOptions),
            reached: selection.reachedCount, sliced: selection.sliceCount
        )
    }

    private func declined(_ reason: String) -> Attempt {
        Attempt(outcome: .declined(reason: reason))
    }

    /// Why the edit of `file` may change which methods the program has; `nil` when it
    /// cannot. `before`: the file as the cache holds it.
    private static func interfaceChange(of file: SourceFile, before: SourceFile?) -> String? {
        guard let before else { return "its cached declarations do not decode" }
        guard file.declarations.conditionalBlocks.isEmpty, before.declarations.conditionalBlocks.isEmpty else {
            return "it has #if blocks"
        }
        guard file.declarations.lexerProblems.isEmpty else { return "it has a lexical problem" }
        guard FileInterface(of: file.declarations) == FileInterface(of: before.declarations) else {
            return "the edit changes what it declares"
        }
        return nil
    }

    /// The slice's files, each with only its declarations in the slice, in the files' order.
    private func sliceFiles(_ selection: SliceSelection) -> [SourceFile] {
        var memory = WorkerMemory()
        var decoded: [[Declaration]] = []
        let files = selection.declarationsByFile.keys.sorted().compactMap { index -> SourceFile? in
            guard var file = generation.sourceFile(at: index, memory: &memory) else { return nil }
            let declarations = file.declarations.declarations
            decoded.append(declarations)
            file.declarations.declarations = selection.declarationsByFile[index]!.map { declarations[$0] }
            return file
        }
        // The process ends right after this: the declarations left out are released with it,
        // not one by one (as `CachedGeneration.result` keeps what it decodes).
        if generation.generatorOptions.leavesWorkForProcessExit { ProcessLifetime.keep(decoded) }
        return files
    }
}
