@testable import DIKitGenerator
import Testing

@Suite struct LocalNameTests {
    @Test(arguments: [
        ("Grinder", "grinder"), ("User", "user"), ("HTTPClient", "httpClient"),
        ("URLSessionLike", "urlSessionLike"), ("APIClient", "apiClient"),
        ("UIViewController", "uiViewController"), ("URL", "url"), ("ABC", "abc"), ("A", "a"),
        ("ABc", "aBc"), ("A1b", "a1b"), ("HTTP2Client", "http2Client"), ("AB_C", "ab_c"),
        ("fooBar", "fooBar"), ("Int?", "int?"), ("Array<Int>", "array<Int>"),
        ("Foundation.URL", "foundation.URL"), ("Éclair", "éclair"), ("", ""),
    ])
    func lowercasesTheFirstWordLikeDIKit(typeName: String, expected: String) {
        #expect(LocalName.lowercasingFirstWord(of: typeName) == expected)
    }
}
