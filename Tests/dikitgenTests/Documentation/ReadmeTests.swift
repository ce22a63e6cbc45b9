import Foundation
import Testing

/// The README stays short, and every link in it leads somewhere: a file of the repository,
/// a heading of it, or a web address (which cannot be followed offline, only checked to be one).
@Suite struct ReadmeTests {
    static let readme = Result { try MarkdownDocument(Paths.packageRoot.appendingPathComponent("README.md")) }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.readme.get().lines.count
        #expect(lines <= 250, "README.md has \(lines) lines: move the detail into the documentation")
    }

    @Test func everyLinkResolves() throws {
        let readme = try Self.readme.get()
        #expect(!readme.linkDestinations.isEmpty)
        for destination in readme.linkDestinations {
            if destination.hasPrefix("https://") { continue }
            #expect(!destination.contains("://"), "\(destination): only https links")
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? readme.url : Paths.packageRoot.appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: file.path), "\(destination): no such file")
            if parts.count == 2, file.pathExtension == "md" {
                let target = try MarkdownDocument(file)
                #expect(target.headingAnchors.contains(parts[1]), "\(destination): no such heading")
            }
        }
    }
}
