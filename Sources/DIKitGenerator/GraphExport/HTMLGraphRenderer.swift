/// `dikitgen graph --format html`: one self-contained page (no network: its script and style
/// are inline) that shows every resolver and scope, finds a type by name, and shows for each
/// node what it needs, what needs it, its lifetime, isolation, effects, module and the
/// diagnostics at its declarations; with figures for a large graph (the longest chain of
/// dependencies, the most depended-on types, shared instances per resolver).
///
/// The page's data is the JSON document of `JSONGraphRenderer`, each node with its module,
/// and the diagnostics as `JSONDiagnostics` writes them, in a
/// `<script type="application/json">` element the page's script reads (`HTMLReportPage`).
/// The same sources give the same bytes.
enum HTMLGraphRenderer {
    static func render(_ export: GraphExport, diagnostics: [Diagnostic], module: ModuleName?) -> String {
        let resolvers = export.resolvers.map { resolver -> JSONValue in
            guard case .object(var members) = JSONGraphRenderer.resolver(resolver) else { return .null }
            members.append(("modules", .array(resolver.nodes.map { JSONValue(($0.module ?? module)?.name) })))
            return .object(members)
        }
        let data: JSONValue = [
            "version": .integer(JSONGraphRenderer.version),
            "resolvers": .array(resolvers),
            "diagnostics": .array(diagnostics.map { JSONDiagnostics.value(of: DiagnosticRecord($0)) }),
        ]
        return HTMLReportPage.page(data: scriptSafe(data.description))
    }

    /// JSON that cannot end the `<script>` element holding it: every `<` written `\u003c`,
    /// which JSON reads back as `<`.
    private static func scriptSafe(_ json: String) -> String {
        json.replacing("<", with: "\\u003c")
    }
}
