import SwiftDeclarations

/// The build configurations that `#if` blocks around DI declarations make: declarations in
/// the clauses of one `#if` are alternatives, not duplicates, so the generator reads the
/// program once per configuration and the generated file repeats the conditions around
/// what differs.
///
/// Only blocks that hold a type, an initializer, a factory method, a provider, or a property
/// of a `Dependency` count; every other `#if` keeps all its branches, as before. Blocks with
/// the same conditions (`#if DEBUG` in two files) are one switch, so no configuration mixes
/// a file's `DEBUG` branch with another's `#else`.
struct BuildConfigurations {
    /// One switch: the conditions of its clauses in order (`nil` for `#else`).
    struct Switch: Hashable {
        var conditions: [String?]
        /// Whether no clause may be taken (the block has no `#else`).
        var canTakeNone: Bool { conditions.last.map { $0 != nil } ?? true }
    }

    /// The switches, in the order their first block appears.
    let switches: [Switch]
    /// Each configuration: for each switch, the clause taken, or `-1` for none.
    let configurations: [[Int]]
    /// For each file, the switch of each of its blocks (`nil`: the block decides nothing).
    private let switchOfBlock: [[Int?]]

    /// At most this many configurations are generated; more is an error.
    static let maximumConfigurations = 64

    /// The configurations of `files`, `nil` when no `#if` decides anything (one configuration,
    /// the files as they are), or a diagnostic when there would be too many.
    static func of(_ files: [SourceFile]) -> Result<BuildConfigurations, Diagnostic>? {
        guard files.contains(where: { !$0.declarations.conditionalBlocks.isEmpty }) else { return nil }
        var switches: [Switch] = []
        var switchIndex: [Switch: Int] = [:]
        var firstBlock: [SourceReference] = []
        let switchOfBlock = files.map { file -> [Int?] in
            let blocks = file.declarations.conditionalBlocks
            guard !blocks.isEmpty else { return [] }
            var deciding = Array(repeating: false, count: blocks.count)
            markDecidingBlocks(in: file.declarations.declarations, enclosingType: nil, deciding: &deciding)
            return blocks.indices.map { index -> Int? in
                guard deciding[index] else { return nil }
                let key = Switch(conditions: blocks[index].conditions)
                if let existing = switchIndex[key] { return existing }
                switchIndex[key] = switches.count
                switches.append(key)
                firstBlock.append(file.reference(at: blocks[index].offset))
                return switches.count - 1
            }
        }
        guard !switches.isEmpty else { return nil }
        let choices = switches.map { Array(0..<$0.conditions.count) + ($0.canTakeNone ? [-1] : []) }
        let count = choices.reduce(1) { $0.multipliedReportingOverflow(by: $1.count).partialValue }
        guard count <= maximumConfigurations, count > 0 else {
            return .failure(Diagnostic(
                .error, id: .tooManyConfigurations,
                "the #if blocks around dependency-injection declarations make more than \(maximumConfigurations) build configurations",
                at: firstBlock[0], notes: firstBlock.dropFirst().prefix(8).map { .init("another #if that decides a binding", at: $0) },
                fix: "use fewer independent conditions around injectable types, providers and Dependency properties"
            ))
        }
        var configurations: [[Int]] = [[]]
        for options in choices {
            configurations = configurations.flatMap { prefix in options.map { prefix + [$0] } }
        }
        return .success(BuildConfigurations(switches: switches, configurations: configurations, switchOfBlock: switchOfBlock))
    }

    /// The files as configuration `index` compiles them: a declaration in a clause that the
    /// configuration does not take is left out.
    func files(_ files: [SourceFile], in index: Int) -> [SourceFile] {
        let configuration = configurations[index]
        return zip(files, switchOfBlock).map { file, switches in
            guard !switches.isEmpty else { return file }
            func isTaken(_ conditions: [ConditionalClause]) -> Bool {
                conditions.allSatisfy { clause in
                    guard let decided = switches[clause.block] else { return true }
                    return configuration[decided] == clause.clause
                }
            }
            var filtered = file
            filtered.declarations.declarations = BuildConfigurations.filter(file.declarations.declarations, isTaken)
            return filtered
        }
    }

    private static func filter(_ declarations: [Declaration], _ isTaken: ([ConditionalClause]) -> Bool) -> [Declaration] {
        declarations.compactMap { declaration in
            switch declaration {
            case .type(var type):
                guard isTaken(type.conditions) else { return nil }
                type.members = filter(type.members, isTaken)
                return .type(type)
            case .variable(let variable): return isTaken(variable.conditions) ? declaration : nil
            case .function(let function): return isTaken(function.conditions) ? declaration : nil
            case .typeAlias(let alias): return isTaken(alias.conditions) ? declaration : nil
            case .associatedType: return declaration
            }
        }
    }

    /// Marks the blocks that hold a declaration that can change a binding.
    private static func markDecidingBlocks(in declarations: [Declaration], enclosingType: String?, deciding: inout [Bool]) {
        for declaration in declarations {
            switch declaration {
            case .type(let type):
                mark(type.conditions, &deciding)
                markDecidingBlocks(in: type.members, enclosingType: type.name, deciding: &deciding)
            case .function(let function)
                where function.name == "init" || function.name == "makeInstance" || function.name.hasPrefix("provide"):
                mark(function.conditions, &deciding)
            case .variable(let variable) where enclosingType == "Dependency" || variable.name == "dependency":
                mark(variable.conditions, &deciding)
            case .typeAlias(let alias):
                mark(alias.conditions, &deciding)
            default:
                continue
            }
        }
    }

    private static func mark(_ conditions: [ConditionalClause], _ deciding: inout [Bool]) {
        for clause in conditions where clause.block < deciding.count { deciding[clause.block] = true }
    }
}
