/// `dikitgen graph --format dot`: the graphs for Graphviz (`dot -Tsvg`), one cluster per
/// resolver. A node is a rounded box labelled with `NodeLabel`; a call-site parameter is a
/// dashed ellipse `name: Type` that its node points to; an edge is labelled with its
/// property, dashed for a `var` with a default value; nodes and edges on a dependency
/// cycle are red and thick. A dependency left to its default value is not drawn.
enum DOTGraphRenderer {
    static func render(_ export: GraphExport) -> String {
        var printer = CodePrinter()
        printer.line("// The dependency graph of each resolver, by dikitgen graph --format dot.")
        printer.line("digraph dependencies {")
        printer.indented { printer in
            printer.line("rankdir=LR;")
            printer.line("fontname=\"Helvetica\";")
            printer.line("node [shape=box, style=rounded, fontname=\"Helvetica\"];")
            printer.line("edge [fontname=\"Helvetica\", fontsize=10];")
            for (index, resolver) in export.resolvers.enumerated() {
                printer.line("")
                cluster(resolver, prefix: "r\(index)", into: &printer)
            }
        }
        printer.line("}")
        return String(decoding: printer.bytes, as: UTF8.self)
    }

    private static let cycleStyle = "color=red, fontcolor=red, penwidth=2"

    private static func cluster(_ resolver: GraphExport.Resolver, prefix: String, into printer: inout CodePrinter) {
        printer.line("subgraph cluster_\(prefix) {")
        printer.indented { printer in
            printer.line("label=\(quoted(resolver.title));")
            for (index, node) in resolver.nodes.enumerated() {
                let attributes = ["label=" + quoted(NodeLabel(node).lines.joined(separator: "\n"))]
                    + (node.isOnCycle ? [cycleStyle] : [])
                printer.line("\(prefix)n\(index) [\(attributes.joined(separator: ", "))];")
            }
            for (index, node) in resolver.nodes.enumerated() {
                let source = "\(prefix)n\(index)"
                for (position, dependency) in node.dependencies.enumerated() {
                    switch dependency.supplier {
                    case .node(let target):
                        var attributes = ["label=" + quoted(dependency.name)]
                        if dependency.kind == .defaulted { attributes.append("style=dashed") }
                        if dependency.isOnCycle { attributes.append(cycleStyle) }
                        printer.line("\(source) -> \(prefix)n\(target) [\(attributes.joined(separator: ", "))];")
                    case .callSiteParameter:
                        let parameter = "\(source)p\(position)"
                        let label = NodeLabel.parameter(CallSiteParameter(name: dependency.name, typeName: dependency.typeName))
                        printer.line("\(parameter) [label=\(quoted(label)), shape=ellipse, style=dashed];")
                        printer.line("\(source) -> \(parameter) [label=\(quoted(dependency.name))];")
                    case .defaultValue:
                        continue
                    }
                }
            }
        }
        printer.line("}")
    }

    /// `text` as a DOT string: quoted, with `"` and `\` escaped and line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
