import Testing
@testable import DIKitGenerator
@testable import SwiftDeclarations

/// Regenerating the methods an edit reaches (`Generator.regenerate`) gives the file that
/// generating the edited program whole gives; an edit that would change which methods the
/// file has is declined. `RegenerationEditTests` checks the same through the cache, on
/// random programs.
@Suite struct RegenerationTests {
    static let resolver = """
        import DIKit
        struct Clock: Sendable {}
        protocol AppResolver: Resolver { func provideClock() -> Clock }
        """
    static let store = """
        import DIKit
        final class Store: Injectable {
            struct Dependency { let clock: Clock }
            let dependency: Dependency
            init(dependency: Dependency) { self.dependency = dependency }
        }
        """
    static let shop = """
        import DIKit
        final class Shop: Injectable {
            struct Dependency { let store: Store }
            let dependency: Dependency
            init(dependency: Dependency) { self.dependency = dependency }
        }
        struct Receipt: Injectable {
            struct Dependency { let clock: Clock }
            let dependency: Dependency
            init(dependency: Dependency) { self.dependency = dependency }
        }
        """

    private static func files(_ sources: [String]) -> [SourceFile] {
        sources.enumerated().map { SourceFile(path: "File\($0.offset).swift", text: $0.element) }
    }

    private static func generated(_ sources: [String]) -> GenerationResult {
        var options = GeneratorOptions()
        options.recordsLayout = true
        return Generator.generate(from: files(sources), options: options)
    }

    /// The slice an edit of file `edited` selects, as files holding only its declarations.
    private static func slice(of sources: [String], edited: Int) -> [SourceFile] {
        let files = files(sources)
        var outlines = OutlineTable()
        for file in files { outlines.append(DeclarationOutline(of: file.declarations)) }
        let selection = SliceSelection(outlines: outlines, editedFiles: [edited], resolverNames: ["AppResolver"])
        return selection.declarationsByFile.keys.sorted().map { index in
            var file = files[index]
            file.declarations.declarations = selection.declarationsByFile[index]!.map { file.declarations.declarations[$0] }
            return file
        }
    }

    /// Each edit of `Store`, and how many methods the slice regenerates: `resolveClock` (the
    /// resolver is in every slice), `resolveStore` and `resolveShop`, which calls it; and
    /// `resolveReceipt` only once `Store` mentions it.
    @Test(arguments: [
        (Self.store.replacingOccurrences(of: "let clock: Clock", with: "let time: Clock"), 3),
        (Self.store.replacingOccurrences(of: "let clock: Clock", with: "let clock: Clock; let receipt: Receipt"), 4),
        // The initializer throws: so do the methods that call it.
        (Self.store.replacingOccurrences(of: "init(dependency: Dependency) {", with: "init(dependency: Dependency) throws {"), 3),
    ])
    func aRegeneratedFileIsTheFileGeneratedWhole(editedStore: String, regeneratedMethods: Int) throws {
        let before = Self.generated([Self.resolver, Self.store, Self.shop])
        let code = try #require(before.code)
        let layout = try #require(before.layout)
        let after = [Self.resolver, editedStore, Self.shop]
        let whole = Self.generated(after)
        let regeneration = Generator.regenerate(code: code, layout: layout, slice: Self.slice(of: after, edited: 1), options: GeneratorOptions())
        guard case .regenerated(let regenerated, let newLayout, let methods) = regeneration else {
            Issue.record("declined: \(regeneration)")
            return
        }
        #expect(regenerated == whole.code)
        #expect(regenerated != code)
        #expect(newLayout == whole.layout)
        #expect(methods == regeneratedMethods)
    }

    @Test func anEditThatAddsAMethodIsDeclined() throws {
        let before = Self.generated([Self.resolver, Self.store, Self.shop])
        let after = [Self.resolver, Self.store + "\nstruct Extra: Injectable { struct Dependency {} \n init(dependency: Dependency) {} }", Self.shop]
        let regeneration = Generator.regenerate(
            code: try #require(before.code), layout: try #require(before.layout), slice: Self.slice(of: after, edited: 1),
            options: GeneratorOptions()
        )
        guard case .declined(let reason) = regeneration else {
            Issue.record("regenerated a file with a method it did not have")
            return
        }
        #expect(reason.contains("resolveExtra"))
    }

    @Test func aFileIsLaidOutWhenTheOptionsAskForIt() throws {
        let laidOut = Self.generated([Self.resolver, Self.store, Self.shop])
        let layout = try #require(laidOut.layout)
        #expect(layout.methods.map(\.name) == ["resolveClock", "resolveReceipt", "resolveShop", "resolveStore"])
        let code = Array(try #require(laidOut.code).utf8)
        for method in layout.methods {
            #expect(String(decoding: code[method.range], as: UTF8.self).hasPrefix("    func \(method.name)("))
            #expect(code[method.range].last == UInt8(ascii: "\n"))
        }
        #expect(Generator.generate(from: Self.files([Self.resolver, Self.store, Self.shop])).layout == nil)
    }

    @Test func theInterfaceIsAllButTheMembersOfConcreteTypes() {
        func interface(_ source: String) -> FileInterface { FileInterface(of: SourceFile(path: "A.swift", text: source).declarations) }
        let store = interface(Self.store)
        #expect(interface(Self.store.replacingOccurrences(of: "let clock: Clock", with: "let time: Date")) == store)
        #expect(interface(Self.store + "\n// moved\n") == store)
        #expect(interface(Self.store.replacingOccurrences(of: ": Injectable", with: ": Injectable, SharedInstance")) != store)
        #expect(interface(Self.store.replacingOccurrences(of: "struct Dependency", with: "struct Needs")) != store)
        let resolver = interface(Self.resolver)
        #expect(interface(Self.resolver.replacingOccurrences(of: "func provideClock() -> Clock", with: "func provideClock() throws -> Clock")) != resolver)
    }
}
