import Testing
@testable import SwiftDeclarations

/// What an outline says a top-level declaration gives and mentions: every name a lookup
/// from inside it can start from, and never a name only its nested scopes give.
@Suite struct DeclarationOutlineTests {
    private func outline(_ source: String) -> DeclarationOutline {
        var text = source
        return text.withUTF8 { DeclarationOutline(of: Parser.parse($0)) }
    }

    private func hashes(_ names: String...) -> [IdentifierHash] {
        names.map(Identifiers.hash(of:)).sorted { $0.value < $1.value }
    }

    @Test func aTypeGivesItsNameAndMentionsEveryTypeItWrites() {
        let entries = outline("""
            @MainActor final class Shop: Injectable, Loggable where Stock: Sendable {
                struct Dependency { let ledger: Ledger<Coin>; let clock: () -> Clock }
                let dependency: Dependency
                init(dependency: Dependency) throws(ShopError) {}
                func open(at hour: Hour = .morning) -> [Receipt] { [] }
            }
            """).entries
        #expect(entries.count == 1)
        #expect(entries[0].declares == hashes("Shop"))
        let mentions = Set(entries[0].mentions)
        for name in ["Shop", "MainActor", "Injectable", "Loggable", "Stock", "Sendable", "Ledger", "Coin", "Clock",
                     "Dependency", "ShopError", "Hour", "morning", "Receipt"] {
            #expect(mentions.contains(Identifiers.hash(of: name)), "\(name) is not mentioned")
        }
    }

    @Test func aNestedTypeIsFoundThroughTheTypeAroundIt() {
        let entries = outline("struct Outer { struct Inner {} }\nstruct User { let inner: Outer.Inner }").entries
        #expect(entries[0].declares == hashes("Outer"))
        #expect(!entries[0].declares.contains(Identifiers.hash(of: "Inner")))
        #expect(entries[1].mentions.contains(Identifiers.hash(of: "Outer")))
    }

    @Test func anExtensionGivesAndMentionsWhatItExtends() {
        let entries = outline("extension Outer.Inner: Injectable {}\ntypealias Money = Coin\nfunc make() -> Shop {}").entries
        #expect(entries.map(\.declares) == [hashes("Outer", "Inner"), hashes("Money"), hashes("make")])
        #expect(Set(entries[0].mentions) == Set(hashes("Outer", "Inner", "Injectable")))
        #expect(entries[1].mentions.contains(Identifiers.hash(of: "Coin")))
        #expect(entries[2].mentions.contains(Identifiers.hash(of: "Shop")))
    }

    @Test func backticksAndPunctuationSeparateIdentifiers() {
        var found: [IdentifierHash] = []
        Identifiers.appendHashes(of: "[`Type`: (Int, Café?)] -> 2x", to: &found)
        #expect(found == ["Type", "Int", "Café", "x"].map(Identifiers.hash(of:)))
        #expect(Identifiers.hash(of: "Type") != Identifiers.hash(of: "Typ"))
    }

    @Test func anOutlineIsWrittenWithEachNameOnce() {
        let entries = outline("struct A { let b: B; let c: B; func d(b: B) -> B {} }").entries
        #expect(entries[0].mentions.count == Set(entries[0].mentions).count)
        var writer = BinaryWriter()
        DeclarationOutline(entries: entries).write(to: &writer)
        // A count, the entry's two counts, then 8 bytes a name.
        #expect(writer.bytes.count == 3 + 8 * (entries[0].declares.count + entries[0].mentions.count))
    }
}
