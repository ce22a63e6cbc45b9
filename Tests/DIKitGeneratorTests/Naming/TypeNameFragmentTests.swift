@testable import DIKitGenerator
import Testing

@Suite struct TypeNameFragmentTests {
    @Test(arguments: [
        // Identifiers are kept as written, so DIKit 0.5's names do not change.
        ("HTTPClient", "HTTPClient"),
        ("lowercase", "lowercase"),
        ("Repository<User>", "RepositoryOfUser"),
        ("Dictionary<String,Int>", "DictionaryOfStringAndInt"),
        ("[Int]", "ArrayOfInt"),
        ("[String: Int]", "DictionaryOfStringToInt"),
        ("[[String: [Int]]]", "ArrayOfDictionaryOfStringToArrayOfInt"),
        ("A?", "AOptional"),
        ("A!", "AOptional"),
        ("Module.Thing", "ModuleThing"),
        ("Foundation.Date", "FoundationDate"),
        ("(Int) -> Void", "IntToVoid"),
        ("any Store", "AnyStore"),
        ("some View", "SomeView"),
        ("P & Q", "PAndQ"),
        ("()", "Void"),
        ("Ünïcödé", "Ünïcödé"),
    ])
    func spelling(_ typeText: String, _ expected: String) {
        #expect(TypeNameFragment.of(typeText) == expected)
    }

    @Test func deeplyNestedTextTakesNoRecursion() {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        #expect(TypeNameFragment.of(text).count == depth * "ArrayOf".count + 3)
    }
}

@Suite struct LocalNameAllocatorTests {
    @Test func typeNameFirstAsDIKitNamesIt() {
        var allocator = LocalNameAllocator(taken: ["name"])
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "HTTPClient"), property: "client", typeIsRepeated: false) == "httpClient")
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "[Int]"), property: "numbers", typeIsRepeated: false) == "arrayOfInt")
    }

    @Test func repeatedTypesAreNamedAfterTheirProperties() {
        var allocator = LocalNameAllocator(taken: [])
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Logger"), property: "audit", typeIsRepeated: true) == "audit")
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Logger"), property: "debug", typeIsRepeated: true) == "debug")
    }

    @Test func aTakenNameFallsBackToThePropertyThenANumber() {
        var allocator = LocalNameAllocator(taken: ["logger", "audit"])
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Logger"), property: "main", typeIsRepeated: false) == "main")
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Logger"), property: "audit", typeIsRepeated: false) == "logger2")
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Logger"), property: "audit", typeIsRepeated: false) == "logger3")
    }

    /// Names are names: the renderer writes the backticks a reserved word needs where it
    /// needs them (`ReservedNameRenderingTests`).
    @Test func reservedWordsAreNamesWithoutBackticks() {
        var allocator = LocalNameAllocator(taken: [])
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Default"), property: "fallback", typeIsRepeated: false) == "default")
        #expect(allocator.name(typeBased: LocalNameAllocator.typeBasedName(of: "Self"), property: "me", typeIsRepeated: false) == "self")
    }
}
