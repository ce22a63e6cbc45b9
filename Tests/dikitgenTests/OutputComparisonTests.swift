@testable import dikitgen
import Foundation
import Testing

/// `FileBytes.contents(of:equal:)`, which decides whether the output is rewritten: it
/// compares a block at a time, so files longer than a block are tested too.
@Suite struct OutputComparisonTests {
    private static let long = String(repeating: "let value = 1\n", count: 10_000)

    private func matches(_ text: String, file contents: String?) throws -> Bool {
        let project = try TemporaryProject(files: contents.map { ["Resolver.swift": $0] } ?? [:])
        var text = text
        return text.withUTF8 { FileBytes.contents(of: project.url("Resolver.swift").path, equal: UnsafeRawBufferPointer($0)) }
    }

    @Test func equalBytesMatch() throws {
        #expect(try matches(Self.long, file: Self.long))
        #expect(try matches("", file: ""))
    }

    @Test func aDifferenceAfterTheFirstBlockIsFound() throws {
        #expect(try !matches(Self.long, file: String(Self.long.dropLast()) + "2"))
    }

    @Test func anotherSizeOrNoFileDoesNotMatch() throws {
        #expect(try !matches(Self.long, file: Self.long + "\n"))
        #expect(try !matches("", file: nil))
    }
}
