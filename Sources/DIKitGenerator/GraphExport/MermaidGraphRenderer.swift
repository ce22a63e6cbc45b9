/// `dikitgen graph --format mermaid`: the graphs as a Mermaid flowchart, which GitHub
/// renders in a ```` ```mermaid ```` block; one subgraph per resolver. A node is a box
/// labelled with `NodeLabel`; a call-site parameter is a dashed stadium `name: Type` that its
/// node points to; an edge is labelled with its property, dotted for a `var` with a default
/// value; nodes on a dependency cycle get the `cycle` class and edges on it a red
/// `linkStyle`. A dependency left to its default value is not drawn.
enum MermaidGraphRenderer {
    private static let cycleStyle = "stroke:#d00,stroke-width:3px"

    static func render(_ export: GraphExport) -> String {
        var printer = CodePrinter()
        var cycleNodes: [String] = []
        var parameterNodes: [String] = []
        /// Mermaid numbers links in the order they are written; `linkStyle` names them so.
        var linkCount = 0
        var cycleLinks: [Int] = []
        printer.line("flowchart LR")
        printer.indented { printer in
            for (resolverIndex, resolver) in export.resolvers.enumerated() {
                let prefix = "r\(resolverIndex)"
                printer.line("subgraph \(prefix) [\(quoted(resolver.title))]")
                printer.indented { printer in
                    for (index, node) in resolver.nodes.enumerated() {
                        let id = "\(prefix)n\(index)"
                        printer.line("\(id)[\(quoted(NodeLabel(node).lines.joined(separator: "\n")))]")
                        if node.isOnCycle { cycleNodes.append(id) }
                    }
                    for (index, node) in resolver.nodes.enumerated() {
                        let source = "\(prefix)n\(index)"
                        for (position, dependency) in node.dependencies.enumerated() {
                            switch dependency.supplier {
                            case .node(let target):
                                let arrow = dependency.kind == .defaulted ? "-.->" : "-->"
                                printer.line("\(source) \(arrow)|\(quoted(dependency.name))| \(prefix)n\(target)")
                                if dependency.isOnCycle { cycleLinks.append(linkCount) }
                            case .callSiteParameter:
                                let parameter = "\(source)p\(position)"
                                let label = NodeLabel.parameter(CallSiteParameter(name: dependency.name, typeName: dependency.typeName))
                                printer.line("\(parameter)([\(quoted(label))])")
                                printer.line("\(source) -->|\(quoted(dependency.name))| \(parameter)")
                                parameterNodes.append(parameter)
                            case .defaultValue:
                                continue
                            }
                            linkCount += 1
                        }
                    }
                }
                printer.line("end")
            }
            if !parameterNodes.isEmpty {
                printer.line("classDef parameter stroke-dasharray:4 4")
                printer.line("class \(parameterNodes.joined(separator: ",")) parameter")
            }
            if !cycleNodes.isEmpty {
                printer.line("classDef cycle \(cycleStyle)")
                printer.line("class \(cycleNodes.joined(separator: ",")) cycle")
                printer.line("linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) \(cycleStyle)")
            }
        }
        return String(decoding: printer.bytes, as: UTF8.self)
    }

    /// `text` as a quoted Mermaid label: the characters Mermaid would read as markup are
    /// entity codes (`#quot;`, `#lt;`, `#gt;`, `#amp;`, `#35;`) and line breaks are `<br/>`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "#": result += "#35;"
            case "\n": result += "<br/>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
