import SwiftDeclarations

/// Every type of the program by qualified name, each with its declaration and all its
/// extensions merged across files, at any nesting depth; and how names written inside a
/// type are looked up.
///
/// Under `--compatibility dikit-0.5` it holds what DIKit 0.5 saw: each top-level `struct`,
/// `class`, `enum` and `protocol` declaration on its own, nothing nested or extended.
struct TypeTable {
    /// Every entry, in the order of the files and of the declarations in them.
    let entries: [TypeEntry]
    /// Modules imported by any file, without duplicates, sorted.
    let imports: [String]
    private let entriesByName: [String: [TypeEntry]]
    /// The simple names of nested types: only a name among them needs a scoped lookup.
    private let nestedNames: Set<String>
    let semantics: Semantics

    init(files: [SourceFile], semantics: Semantics) {
        self.semantics = semantics
        var modules = Set<String>()
        for file in files {
            for declaration in file.declarations.imports where declaration.kind == nil {
                // DIKit 0.5 takes the module of `import M` and `import M.X`, and nothing
                // from `import struct M.X`.
                if let module = declaration.path.first { modules.insert(module) }
            }
        }
        imports = modules.sorted()
        entries = switch semantics {
        case .current: TypeTable.mergedEntries(of: files)
        case .dikit05: TypeTable.topLevelEntries(of: files)
        }
        var entriesByName: [String: [TypeEntry]] = [:]
        entriesByName.reserveCapacity(entries.count)
        var nestedNames = Set<String>()
        for entry in entries {
            entriesByName[entry.name, default: []].append(entry)
            if entry.path.count > 1 { nestedNames.insert(entry.path[entry.path.count - 1]) }
        }
        self.entriesByName = entriesByName
        self.nestedNames = nestedNames
    }

    /// The entries named `name` (several when a type is declared twice, or in two `#if` branches).
    func entries(named name: String) -> [TypeEntry] { entriesByName[name] ?? [] }

    // MARK: - Looking up names

    /// The type written `text` inside `scope` (the type whose member or nested declaration
    /// it appears in): a name that denotes a nested type of `scope` or of a type around it
    /// is qualified, as generated code at the top level must write it.
    func reference(to text: String, in scope: TypeEntry?) -> TypeReference {
        guard semantics == .current else { return TypeReference(key: text, spelling: text) }
        let written = TypeDescriptionReader.read(text)
        let resolved = qualified(written, in: scope)
        guard resolved == written else {
            let key = resolved.key
            return TypeReference(key: key, spelling: key)
        }
        // The common case, a plain name, is its own key: no string is built.
        if case .named(let components) = written, components.count == 1, components[0].genericArguments.isEmpty,
           components[0].name.utf8.count == text.utf8.count {
            return TypeReference(key: text, spelling: text)
        }
        return TypeReference(key: written.key, spelling: text)
    }

    /// `type` with each name that a scope around `scope` declares replaced by its qualified path.
    private func qualified(_ type: TypeDescription, in scope: TypeEntry?) -> TypeDescription {
        guard let scope, !nestedNames.isEmpty else { return type }
        switch type {
        case .named(var components):
            components = components.map { component in
                TypeDescription.NameComponent(component.name, genericArguments: component.genericArguments.map { qualified($0, in: scope) })
            }
            let first = components[0].name
            guard nestedNames.contains(first), !isGenericParameter(first, around: scope) else { return .named(components) }
            var enclosing = scope.path
            while !enclosing.isEmpty {
                if let entry = entriesByName[(enclosing + [first]).joined(separator: ".")]?.first {
                    let qualifiedComponents = entry.path.dropLast().map { TypeDescription.NameComponent($0) }
                    return .named(qualifiedComponents + components)
                }
                enclosing.removeLast()
            }
            return .named(components)
        case .optional(let wrapped): return .optional(qualified(wrapped, in: scope))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(qualified(wrapped, in: scope))
        case .array(let element): return .array(qualified(element, in: scope))
        case .dictionary(let key, let value): return .dictionary(key: qualified(key, in: scope), value: qualified(value, in: scope))
        case .tuple(let elements):
            return .tuple(elements.map { .init(label: $0.label, type: qualified($0.type, in: scope)) })
        case .function(var function):
            function.parameters = function.parameters.map { qualified($0, in: scope) }
            function.result = qualified(function.result, in: scope)
            return .function(function)
        case .opaque(let constraint): return .opaque(qualified(constraint, in: scope))
        case .composition(let members): return .composition(members.map { qualified($0, in: scope) })
        case .metatype(let base, let isProtocol): return .metatype(qualified(base, in: scope), isProtocol: isProtocol)
        case .unknown: return type
        }
    }

    private func isGenericParameter(_ name: String, around scope: TypeEntry) -> Bool {
        var path = scope.path
        while !path.isEmpty {
            if entriesByName[path.joined(separator: ".")]?.first?.genericParameters.contains(name) == true { return true }
            path.removeLast()
        }
        return false
    }

    // MARK: - Building

    /// DIKit 0.5's view: each top-level struct, class, enum and protocol alone, with the
    /// struct, class, enum and protocol declarations directly inside it as nested types.
    private static func topLevelEntries(of files: [SourceFile]) -> [TypeEntry] {
        var entries: [TypeEntry] = []
        for file in files {
            for case .type(let type) in file.declarations.declarations {
                switch type.kind {
                case .struct, .class, .enum, .protocol:
                    let located = LocatedDeclaration(declaration: type, file: file)
                    let entry = TypeEntry(path: [type.name], primary: located, parts: [located], access: .internal)
                    for case .type(let nested) in type.members where nested.kind != .extension && nested.kind != .actor {
                        let nestedLocated = LocatedDeclaration(declaration: nested, file: file)
                        entry.addNestedType(TypeEntry(
                            path: [type.name, nested.name], primary: nestedLocated, parts: [nestedLocated], access: .internal
                        ))
                    }
                    entries.append(entry)
                case .actor, .extension:
                    continue
                }
            }
        }
        return entries
    }

    /// Every type at any depth, merged with its extensions; types nested in an extension
    /// belong to the extended type.
    private static func mergedEntries(of files: [SourceFile]) -> [TypeEntry] {
        // Paths in the order first seen; declarations and extensions by path.
        var paths: [String] = []
        var components: [String: [String]] = [:]
        var declarations: [String: [LocatedDeclaration]] = [:]
        var extensions: [String: [LocatedDeclaration]] = [:]
        func note(_ path: [String]) -> String {
            let name = path.joined(separator: ".")
            if components[name] == nil {
                components[name] = path
                paths.append(name)
            }
            return name
        }
        for file in files {
            // Depth first, with an explicit stack: a type and the path its members are in.
            var stack: [(declaration: TypeDeclaration, scope: [String])] = file.declarations.declarations.reversed().compactMap {
                if case .type(let type) = $0 { (type, []) } else { nil }
            }
            while let (type, scope) = stack.popLast() {
                let located = LocatedDeclaration(declaration: type, file: file)
                let path: [String]
                if type.kind == .extension {
                    path = extendedPath(type.name)
                    guard !path.isEmpty else { continue }
                    extensions[note(path), default: []].append(located)
                } else {
                    path = scope + [type.name]
                    declarations[note(path), default: []].append(located)
                }
                for case .type(let nested) in type.members.reversed() where nested.kind != .extension {
                    stack.append((nested, path))
                }
            }
        }
        // Outer types first, so that a nested type's access is narrowed by its parent's.
        let ordered = paths.enumerated().sorted { lhs, rhs in
            let (left, right) = (components[lhs.element]!.count, components[rhs.element]!.count)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        var entriesByName: [String: TypeEntry] = [:]
        var entriesInOrder: [(position: Int, entry: TypeEntry)] = []
        for (position, name) in ordered {
            let path = components[name]!
            let parent = path.count > 1 ? entriesByName[path.dropLast().joined(separator: ".")] : nil
            let extensionParts = extensions[name] ?? []
            let primaries: [LocatedDeclaration?] = declarations[name].map { $0.map(Optional.some) } ?? [nil]
            for primary in primaries {
                // A type that was not read (from another module) is taken as public.
                let ownAccess = primary.map { AccessLevel(modifiers: $0.declaration.modifiers) } ?? .public
                let entry = TypeEntry(
                    path: path, primary: primary, parts: (primary.map { [$0] } ?? []) + extensionParts,
                    access: min(ownAccess, parent?.access ?? .public), parent: parent
                )
                if entriesByName[name] == nil { entriesByName[name] = entry }
                parent?.addNestedType(entry)
                entriesInOrder.append((position, entry))
            }
        }
        return entriesInOrder.sorted { $0.position < $1.position }.map(\.entry)
    }

    /// `["A", "B"]` for `extension A.B` or `extension A<T>.B` (generic arguments dropped).
    private static func extendedPath(_ text: String) -> [String] {
        guard case .named(let components) = TypeDescriptionReader.read(text) else { return [] }
        return components.map(\.name)
    }
}

/// Which rules the generator follows.
public enum Semantics: Sendable {
    /// Types wherever they are declared, matched by structure.
    case current
    /// Exactly DIKit 0.5.0's rules and output (`--compatibility dikit-0.5`).
    case dikit05
}

/// A type written in a declaration: how it is matched and how generated code spells it.
struct TypeReference: Hashable {
    /// Equal for two spellings of one type (`TypeDescription.key`); under DIKit 0.5's
    /// rules, the text as written.
    var key: String
    /// How generated code writes it: as written, or qualified when it names a nested type.
    var spelling: String

    var description: TypeDescription { TypeDescriptionReader.read(key) }
}
