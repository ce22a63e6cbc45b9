import DIKitGenerator
@testable import dikitgen
import Foundation

/// The documentation's diagnostics article, `Sources/dikitgen/Documentation.docc/Diagnostics.md`,
/// made from dikitgen's own list of ids (`DiagnosticID`, `CommandLineDiagnostic`) and, for
/// each of the generator's ids, a fixture that reports it: its sources and what dikitgen
/// prints for them. `make goldens` writes it; `DiagnosticsArticleTests` checks it is current.
enum DiagnosticsArticle {
    static let url = Paths.packageRoot.appendingPathComponent("Sources/dikitgen/Documentation.docc/Diagnostics.md")

    /// The fixture that shows each id. Its golden must report the id.
    static let examples: [DiagnosticID: String] = [
        .dependencyCycle: "error-dependency-cycle",
        .duplicateProvider: "error-duplicate-providers",
        .conflictingParameters: "error-conflicting-parameters",
        .isolationConflict: "error-isolation-default-main-actor",
        .resolverNotSendable: "error-resolver-not-sendable",
        .valueNotSendable: "error-value-not-sendable",
        .parameterNotSendable: "error-parameter-not-sendable",
        .missingSharedInstanceStore: "error-missing-shared-instance-store",
        .conflictingInstanceStores: "error-conflicting-instance-stores",
        .isolatedStoreInSendableResolver: "error-isolated-store-in-sendable-resolver",
        .conflictingLifetimes: "error-conflicting-lifetimes",
        .sharedInstanceParameter: "error-shared-instance-parameter",
        .closureEffects: "error-closure-effects",
        .closureIsolation: "error-closure-isolation",
        .closureParameters: "error-closure-parameters",
        .generatedNameCollision: "error-generated-name-collision",
        .missingProvider: "error-missing-provider",
        .implicitParameter: "implicit-parameters",
        .missingDependencyType: "error-missing-dependency-struct",
        .dependencyNotStruct: "error-dependency-not-struct",
        .missingInitializer: "error-missing-initializer",
        .ambiguousInitializer: "error-ambiguous-initializer",
        .invalidScope: "error-invalid-scope",
        .parentNeedsScopeBinding: "error-parent-needs-scope-binding",
        .invalidKeepingScope: "error-invalid-keeping-scope",
        .unusedScopeStore: "warning-unused-scope-store",
        .invalidResolutionInstance: "error-invalid-resolution-instance",
        .invalidContributedBinding: "error-invalid-contributed-binding",
        .duplicateContributedBinding: "error-duplicate-contributed-binding",
        .invalidReplacement: "error-invalid-replacement",
        .invalidCollectionContribution: "error-invalid-collection-contribution",
        .invalidProviderContainer: "error-invalid-provider-container",
        .invalidContributionTarget: "error-invalid-contribution-target",
        .invalidResolverDouble: "error-invalid-resolver-double",
        .unmatchedReplacement: "warning-unmatched-replacement",
        .scopeBypassesRefinement: "scope-bypasses-refinement",
        .missingContribution: "error-missing-contribution",
        .duplicateContributionKey: "error-duplicate-contribution-key",
        .contributionParameter: "error-contribution-parameter",
        .invalidContribution: "error-invalid-contribution",
        .unsupportedParameter: "error-unsupported-parameter",
        .missingFactoryMethod: "error-missing-factory-method",
        .missingDependencyProperty: "error-missing-dependency-property",
        .voidProvider: "error-void-provider",
        .staticProvider: "error-static-provider",
        .genericInstantiation: "error-generic-instantiation",
        .tooManyConfigurations: "error-too-many-configurations",
        .inaccessibleConstruction: "error-inaccessible-construction",
        .unusedInjectable: "unused-injectables",
        .lexicalProblem: "lexical-problem",
        .runtimeNotImported: "warning-runtime-not-imported",
    ]

    static func render() throws -> String {
        var article = """
            # Diagnostics

            Every problem dikitgen reports: its id, what it means, an example, and the fix.

            ## Overview

            dikitgen reports every problem it finds, not only the first, sorted by file and
            position, in the form Xcode, editors and CI logs read: `path:line:column: severity:
            message [id]`, then a note for each related place, and the fix as a last note. An
            error fails the run, and `generate` then writes nothing; warnings and notes never fail
            it. Severities are coloured when standard error is a terminal and `NO_COLOR` is not
            set. The id in brackets is stable: search for it on this page. `--diagnostics-format json` and `sarif` print the
            same diagnostics as one document (see <doc:CommandLineReference>), where a fix that
            adds a declaration (a provider, a `sharedInstances` requirement, `import DIKit`) also
            comes as `edits` a tool can apply; the tests apply each and generate again.

            This page is generated from dikitgen's own list of ids, and each example from a
            fixture of its tests: the sources shown, and what dikitgen prints for them.

            ## Problems in your code

            These are the generator's: each points at a place in a Swift file.


            """
        for id in DiagnosticID.allCases {
            article += try section(for: id)
        }
        article += """
            ## Problems with files and paths

            These are the command line's. In the text format they are printed as
            `path: severity: message`, without a line or an id, except `invalid-configuration`;
            the machine-readable formats give them their ids.


            """
        for id in CommandLineDiagnostic.allCases {
            article += "### \(id.rawValue)\n\n\(id.explanation)\n\n"
        }
        return String(article.dropLast())
    }

    private static func section(for id: DiagnosticID) throws -> String {
        guard let name = examples[id] else { throw MissingExample(id: id) }
        let fixture = Fixture(name: name)
        let arguments = Array(fixture.arguments.dropFirst())
        var text = "### \(id.rawValue)\n\n\(id.explanation)\n\n"
        text += "For example, with these sources:\n\n"
        let sources = ["input", "dependencies"].flatMap { Paths.swiftFiles(under: fixture.directory.appendingPathComponent($0)) }
        for path in sources {
            let relative = String(path.dropFirst(Paths.packageRoot.path.count + 1))
            let contents = try String(contentsOfFile: path, encoding: .utf8)
            text += "```swift\n// From \(relative)\n\(contents.hasSuffix("\n") ? contents : contents + "\n")```\n\n"
        }
        let command = (["dikitgen", "input"] + arguments).joined(separator: " ")
        text += "`\(command)` prints:\n\n```\n"
        text += reports(of: id, in: fixture.expectedDiagnostics).joined(separator: "\n")
        return text + "\n```\n\n"
    }

    /// The lines of each diagnostic `id` in a golden: its own line, which ends with an id,
    /// and its notes, which do not.
    static func reports(of id: DiagnosticID, in golden: String) -> [String] {
        var lines: [String] = []
        var isReport = false
        for line in golden.split(separator: "\n").map(String.init) {
            if let reported = line.firstMatch(of: /\[([a-z-]+)\]$/)?.1, DiagnosticID(rawValue: String(reported)) != nil {
                isReport = reported == id.rawValue
            }
            if isReport { lines.append(line) }
        }
        return lines
    }

    struct MissingExample: Error, CustomStringConvertible {
        var id: DiagnosticID
        var description: String { "no fixture shows \(id): add one to DiagnosticsArticle.examples" }
    }
}
