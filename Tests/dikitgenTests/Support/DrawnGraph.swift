/// The nodes and edges of a `dikitgen graph` drawing (dot or mermaid), read back by line so
/// tests can ask which are marked as a cycle. Nodes are named by their type (the first line
/// of their label); edges as `From -property-> To`.
struct DrawnGraph {
    /// Each node's id and label lines, in order.
    var labels: [String: [String]] = [:]
    var cycleNodes: Set<String> = []
    var edges: [String] = []
    var cycleEdges: Set<String> = []

    /// `type` of every node, by id.
    func type(of id: String) -> String { labels[id]?.first ?? "?\(id)" }

    /// Reads `dikitgen graph --format dot` output.
    init(dot: String) {
        var edgeParts: [(from: String, label: String, to: String, isCycle: Bool)] = []
        for line in dot.split(separator: "\n").map({ $0.drop { $0 == " " } }) where line.hasSuffix("];") {
            let head = line.prefix { $0 != "[" }.split(separator: " ")
            let label = Self.between(line, "label=\"", "\"")
            let isRed = line.contains("color=red")
            if head.count == 3, head[1] == "->" {
                edgeParts.append((String(head[0]), label, String(head[2]), isRed))
            } else if let id = head.first {
                labels[String(id)] = label.components(separatedBy: "\\n")
                if isRed { cycleNodes.insert(String(id)) }
            }
        }
        cycleNodes = Set(cycleNodes.map(type(of:)))
        for edge in edgeParts {
            let name = "\(type(of: edge.from)) -\(edge.label)-> \(type(of: edge.to))"
            edges.append(name)
            if edge.isCycle { cycleEdges.insert(name) }
        }
    }

    /// Reads `dikitgen graph --format mermaid` output.
    init(mermaid: String) {
        var links: [(from: String, label: String, to: String)] = []
        var cycleLinkIndices: [Int] = []
        var cycleIds: [String] = []
        for line in mermaid.split(separator: "\n").map({ String($0.drop { $0 == " " }) }) {
            let words = line.split(separator: " ")
            if words.count == 3, words[1].hasPrefix("-->|") || words[1].hasPrefix("-.->|") {
                links.append((String(words[0]), Self.between(line, "|\"", "\"|"), String(words[2])))
            } else if line.hasPrefix("linkStyle ") {
                cycleLinkIndices = words[1].split(separator: ",").map { Int($0)! }
            } else if line.hasPrefix("class "), words.last == "cycle" {
                cycleIds = words[1].split(separator: ",").map(String.init)
            } else if let open = line.firstIndex(where: { $0 == "[" || $0 == "(" }), !line.hasPrefix("subgraph") {
                let id = String(line[..<open])
                labels[id] = Self.between(line, "\"", "\"").components(separatedBy: "<br/>")
            }
        }
        cycleNodes = Set(cycleIds.map(type(of:)))
        for (index, link) in links.enumerated() {
            let name = "\(type(of: link.from)) -\(link.label)-> \(type(of: link.to))"
            edges.append(name)
            if cycleLinkIndices.contains(index) { cycleEdges.insert(name) }
        }
    }

    /// The text between the first `start` and the next `end` after it.
    private static func between(_ line: some StringProtocol, _ start: String, _ end: String) -> String {
        guard let from = line.range(of: start)?.upperBound, let to = line[from...].range(of: end)?.lowerBound else { return "" }
        return String(line[from..<to])
    }
}
