@testable import DIKitGenerator
import Foundation
import SwiftDeclarations
import Testing

/// The generated file is the same bytes whatever order the files are named in and whatever
/// order their declarations come in, across files: `dikitgen check` must not fail in CI
/// because paths were named in another order. Each fixture's input is generated in the
/// order `dikitgen input` reads it, then in other orders, and compared byte for byte.
@Suite struct GeneratorDeterminismTests {
    typealias FixtureInput = GeneratorRobustnessTests.FixtureInput
    typealias InputFile = (path: String, bytes: [UInt8])

    /// The fixtures read from their `input` folder alone, as `dikitgen input` reads them.
    static let fixtures = GeneratorRobustnessTests.fixtures.filter { !$0.hasArguments }

    @Test func fixturesWithSeveralFilesAreFound() {
        #expect(Self.fixtures.filter { Self.readFiles(of: $0).count > 1 }.count >= 15)
    }

    /// Every order of the files of a fixture of up to five files, and seeded orders of larger
    /// ones, give the same code and the same diagnostics, under both rules.
    @Test(arguments: fixtures.filter { readFiles(of: $0).count > 1 })
    func fileOrderChangesNothing(_ fixture: FixtureInput) {
        let files = Self.readFiles(of: fixture)
        for semantics in [Semantics.current, .dikit05] {
            let expected = generate(files, semantics)
            for order in Self.orders(of: files.count, seed: fixture.name) {
                let result = generate(order.map { files[$0] }, semantics)
                #expect(result.code == expected.code, "\(fixture.name), \(semantics), files in order \(order)")
                #expect(result.diagnostics.map(\.rendered) == expected.diagnostics.map(\.rendered), "\(fixture.name), \(semantics), \(order)")
            }
        }
    }

    /// Each top-level declaration moved into a file of its own, the files in seeded orders,
    /// gives the code of the fixture as written (files with `#if` blocks stay whole: a
    /// declaration inside one cannot leave it).
    @Test(arguments: fixtures)
    func declarationOrderChangesNothing(_ fixture: FixtureInput) {
        let files = Self.readFiles(of: fixture)
        let declarations = files.flatMap(Self.splitAtDeclarations)
        let expected = generate(files, .current).code
        for order in Self.orders(of: declarations.count, seed: fixture.name) {
            let code = generate(order.map { declarations[$0] }, .current).code
            #expect(code == expected, "\(fixture.name), declarations in order \(order.map { declarations[$0].path })")
        }
    }

    /// Diagnostics of one place and one message (one problem found for two resolvers, with
    /// different notes) print in one order, whatever order they were found in: some are
    /// gathered through a `Set`, whose order changes from one process to the next.
    @Test func diagnosticsOfOnePlaceAndMessagePrintInOneOrder() {
        let place = SourceReference(path: "App.swift", location: SourceLocation(line: 3, column: 5))
        let diagnostics = [
            Diagnostic(.error, id: .missingProvider, "needs 'Logger'", at: place, notes: [.init("in 'TestResolver'", at: nil)]),
            Diagnostic(.error, id: .missingProvider, "needs 'Logger'", at: place, notes: [.init("in 'AppResolver'", at: place)]),
            Diagnostic(.error, id: .missingProvider, "needs 'Logger'", at: place, notes: [.init("in 'AppResolver'", at: nil)]),
            Diagnostic(.warning, id: .missingProvider, "needs 'Logger'", at: place, fix: "provide it"),
            Diagnostic(.warning, id: .missingProvider, "needs 'Logger'", at: place),
        ]
        let expected = Diagnostic.sortedForPrinting(diagnostics).map { $0.rendered() }
        #expect(Set(expected).count == diagnostics.count)
        for order in Self.orders(of: diagnostics.count, seed: "tied diagnostics") {
            #expect(Diagnostic.sortedForPrinting(order.map { diagnostics[$0] }).map { $0.rendered() } == expected, "\(order)")
        }
    }

    // MARK: - Support

    private func generate(_ files: [InputFile], _ semantics: Semantics) -> GenerationResult {
        var options = GeneratorOptions()
        options.semantics = semantics
        return Generator.generate(from: files.map { file in file.bytes.withUnsafeBufferPointer { SourceFile(path: file.path, bytes: $0) } }, options: options)
    }

    /// The files `dikitgen input` reads: in a directory, those that mention DIKit.
    static func readFiles(of fixture: FixtureInput) -> [InputFile] {
        fixture.files.filter { String(decoding: $0.bytes, as: UTF8.self).contains("DIKit") }
    }

    /// Orders of `count` items other than the identity: every permutation up to five items,
    /// otherwise the reverse and eight seeded shuffles.
    static func orders(of count: Int, seed: String) -> [[Int]] {
        let identity = Array(0..<count)
        guard count > 5 else { return permutations(of: identity).filter { $0 != identity } }
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: seed.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        return [identity.reversed()] + (0..<8).map { _ in
            var order = identity
            for index in order.indices.dropLast().reversed() { order.swapAt(index, random.below(index + 2)) }
            return order
        }
    }

    private static func permutations(of items: [Int]) -> [[Int]] {
        guard let first = items.first else { return [[]] }
        return permutations(of: Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { position in
                var permutation = rest
                permutation.insert(first, at: position)
                return permutation
            }
        }
    }

    /// `file` cut at the start of the line of each top-level declaration (or of its first
    /// attribute), each piece a file of its own; the whole file when it has `#if` blocks.
    static func splitAtDeclarations(_ file: InputFile) -> [InputFile] {
        let parsed = file.bytes.withUnsafeBufferPointer { SourceFile(path: file.path, bytes: $0) }.declarations
        guard parsed.conditionalBlocks.isEmpty else { return [file] }
        let starts = parsed.declarations.map { declaration in
            var offset = declaration.startOffset
            while offset > 0, file.bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
            return offset
        }
        let cuts = Array(Set([0] + starts + [file.bytes.count])).sorted()
        return zip(cuts, cuts.dropFirst()).enumerated().map { index, piece in
            ("\(file.path).\(index).swift", Array(file.bytes[piece.0..<piece.1]))
        }
    }
}

private extension Declaration {
    /// Where the declaration's text starts: its first attribute, or its keyword.
    var startOffset: Int {
        switch self {
        case .type(let type): ([type.offset] + type.attributes.map(\.offset)).min()!
        case .function(let function): ([function.offset] + function.attributes.map(\.offset)).min()!
        case .variable(let variable): ([variable.offset] + variable.attributes.map(\.offset)).min()!
        case .typeAlias(let alias): alias.offset
        case .associatedType(let associated): associated.offset
        }
    }
}
