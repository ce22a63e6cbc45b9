@testable import DIKitGenerator
import Testing

/// Spellings of one type share a key; different types do not; and a key is valid Swift
/// that reads back to the same description.
@Suite struct TypeDescriptionTests {
    @Test(arguments: [
        ("any Logging", "Logging"),
        ("Optional<Clock>", "Clock?"),
        ("Swift.Optional<Clock>", "Clock?"),
        ("Array<String>", "[String]"),
        ("Dictionary<String, Int>", "[String: Int]"),
        ("[String:Int]", "[String: Int]"),
        ("(String)", "String"),
        ("Optional<Array<Optional<Int>>>", "[Int?]?"),
        ("@escaping (String) -> Int", "(String) -> Int"),
        ("@Sendable (_ name: String) async throws -> Int", "@Sendable (String) async throws -> Int"),
        ("() throws(MyError) -> Void", "() throws(MyError) -> Void"),
        ("Repository< User >", "Repository<User>"),
        ("Checkout . Screen", "Checkout.Screen"),
        ("(label: Int, String)", "(label: Int, String)"),
        ("some Collection", "some Collection"),
        ("any A & B", "A & B"),
        ("Int.Type", "Int.Type"),
        ("P.Protocol", "P.Protocol"),
        ("(() -> Void)?", "(() -> Void)?"),
        ("inout Int", "Int"),
        ("`Type`", "Type"),
    ])
    func spellingsShareTheirCanonicalKey(_ written: String, _ key: String) {
        #expect(TypeDescriptionReader.read(written).key.text == key)
        #expect(TypeDescriptionReader.read(key).key.text == key)
    }

    @Test func differentTypesHaveDifferentKeys() {
        let keys = ["Clock", "Clock?", "Clock!", "[Clock]", "Clock.Type", "Checkout.Clock", "Clock<Int>", "(Clock) -> Void"]
            .map { TypeDescriptionReader.read($0).key }
        #expect(Set(keys).count == keys.count)
    }

    @Test func genericParametersAreSubstituted() {
        let type = TypeDescriptionReader.read("[Cache<Entity>: (Entity) -> Entity.ID?]")
        #expect(type.substituting(["Entity": .simple("User")]).key.text == "[Cache<User>: (User) -> Entity.ID?]")
    }

    @Test(arguments: ["", "<", "[Int", "Array<", "(((", "A & ", "-> Int", "Int Int", "@", "`open"])
    func malformedTextIsKeptAsWritten(_ text: String) {
        #expect(TypeDescriptionReader.read(text) == .unknown(text))
    }

    @Test func nestingBeyondTheLimitIsKeptAsWrittenWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(TypeDescriptionReader.read(deep) == .unknown(deep))
        let limit = TypeDescriptionReader.maximumDepth - 1
        let shallow = String(repeating: "[", count: limit) + "Int" + String(repeating: "]", count: limit)
        #expect(TypeDescriptionReader.read(shallow).key.text == shallow)
    }
}
