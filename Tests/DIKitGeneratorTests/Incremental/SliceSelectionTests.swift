import Testing
@testable import DIKitGenerator
@testable import SwiftDeclarations

/// Which declarations an edit reaches, and which a slice takes with them, from outlines
/// alone: reached along mentions backwards, taken along mentions forwards.
@Suite struct SliceSelectionTests {
    /// Files of `source` texts, each outlined.
    private func table(_ sources: [String]) -> OutlineTable {
        var table = OutlineTable()
        for source in sources {
            var text = source
            table.append(text.withUTF8 { DeclarationOutline(of: Parser.parse($0)) })
        }
        return table
    }

    @Test func anEditReachesItsDependentsAndTheSliceTakesWhatTheyRead() {
        let outlines = table([
            "protocol AppResolver: Resolver { func provideClock() -> Clock }\nstruct Clock {}",
            "struct Store: Injectable { struct Dependency { let clock: Clock } }",
            "struct Shop: Injectable { struct Dependency { let store: Store; let ledger: Ledger } }\nstruct Ledger {}",
            "struct Unrelated: Injectable { struct Dependency { let clock: Clock } }",
        ])
        let selection = SliceSelection(outlines: outlines, editedFiles: [1], resolverNames: ["AppResolver"])
        // Store is edited; Shop mentions it. Unrelated only shares Clock, which Store mentions.
        #expect(selection.reachedCount == 2)
        #expect(selection.declarationsByFile == [0: [0, 1], 1: [0], 2: [0, 1]])
        #expect(selection.sliceCount == 5)
    }

    @Test func aTypesExtensionsComeWithIt() {
        let outlines = table([
            "protocol AppResolver: Resolver {}",
            "struct Shop {}",
            "extension Shop: Injectable { struct Dependency {} }",
        ])
        let selection = SliceSelection(outlines: outlines, editedFiles: [2], resolverNames: ["AppResolver"])
        #expect(selection.declarationsByFile == [0: [0], 1: [0], 2: [0]])
    }

    @Test func aFileOfNoDeclarationsTakesNoPlace() {
        var outlines = OutlineTable()
        outlines.appendEmptyFile()
        var text = "struct Shop: Injectable { struct Dependency {} }"
        outlines.append(text.withUTF8 { DeclarationOutline(of: Parser.parse($0)) })
        let selection = SliceSelection(outlines: outlines, editedFiles: [1], resolverNames: [])
        #expect(selection.declarationsByFile == [1: [0]])
    }

    @Test func outlinesReadFromTheirBytesAreTheOutlines() {
        var text = "struct Shop: Injectable { struct Dependency { let store: Store } }\nstruct Store {}"
        let outline = text.withUTF8 { DeclarationOutline(of: Parser.parse($0)) }
        var writer = BinaryWriter()
        outline.write(to: &writer)
        var read = OutlineTable()
        #expect(writer.bytes.withUnsafeBytes { read.append(written: $0) })
        #expect(writer.bytes.dropLast().withUnsafeBytes { read.append(written: $0) } == false)
        #expect(read.fileCount == 1 && read.declarationCount == 2)
        #expect(Array(read.declares(0)) == outline.entries[0].declares)
        #expect(Array(read.mentions(1)) == outline.entries[1].mentions)
    }
}
