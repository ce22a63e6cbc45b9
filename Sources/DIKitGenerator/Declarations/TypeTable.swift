import SwiftDeclarations

/// Every type of the program by qualified name, each with its declaration and all its
/// extensions merged across files, at any nesting depth; and how names written inside a
/// type are looked up.
///
/// Under `--compatibility dikit-0.5` it holds what DIKit 0.5 saw: each top-level `struct`,
/// `class`, `enum` and `protocol` declaration on its own, nothing nested or extended.
///
/// A class: the table is read-only once built and handed to every reader, captured by the
/// closures that look names up inside a type, and copying a reference is one retain where
/// copying the table's fields is one for each of them. Immutable, so `Sendable`.
final class TypeTable: Sendable {
    /// Every entry, in the order of the files and of the declarations in them.
    let entries: [TypeEntry]
    /// The generated file's imports, one line each: `ModuleVisibility.generatedFileImports`.
    let imports: [String]
    let entriesByName: EntriesByName
    /// The simple names of nested types: only a name among them needs a scoped lookup.
    let nestedNames: NameFilter
    /// Every `typealias`, followed wherever a type is read (none under DIKit 0.5's rules,
    /// which matched types by their text).
    let aliases: TypeAliases
    let semantics: Semantics
    /// What each module sees of the others.
    let modules: ModuleVisibility
    /// The top-level names that several modules declare: keyed with their module.
    let clashingNames: ClashingNames
    /// Which class each class inherits from (none under DIKit 0.5's rules).
    let inheritance: ClassInheritance
    /// The types declared directly inside each type, each type's as one run
    /// (`TypeEntry.nestedTypeRun`). Under DIKit 0.5's rules, which read top-level types
    /// alone, these are not entries: only members (`Dependency`).
    let nestedTypes: [TypeEntry]

    convenience init(files: [SourceFile], semantics: Semantics) {
        let modules = ModuleVisibility(files: files)
        let clashingNames = ClashingNames(files: files, modules: modules)
        let built = semantics.includes(.mergedTypes)
            ? TypeTable.mergedEntries(of: files, clashingNames: clashingNames) : TypeTable.topLevelEntries(of: files)
        var nestedNames = NameFilter()
        var previousName: String?
        for entry in built.entries where entry.isNested {
            // Most nested types share a name (`Dependency`): comparing with the last one
            // found is cheaper than hashing.
            let name = entry.simpleName
            guard name != previousName else { continue }
            previousName = name
            nestedNames.insert(name)
        }
        let names = Names(
            entries: built.entries, byName: built.byName, nestedTypes: built.nestedTypes, nestedNames: nestedNames,
            aliases: TypeAliases(built.aliases),
            semantics: semantics, modules: modules, clashingNames: clashingNames
        )
        // Linking a class looks its superclass's name up: in the table before it is linked.
        let inheritance = semantics.includes(.classInheritance) ? ClassInheritance(linking: TypeTable(names, inheritance: .none)) : .none
        self.init(names, inheritance: inheritance)
    }

    private init(_ names: Names, inheritance: ClassInheritance) {
        entries = names.entries
        entriesByName = names.byName
        nestedTypes = names.nestedTypes
        nestedNames = names.nestedNames
        aliases = names.aliases
        semantics = names.semantics
        modules = names.modules
        imports = names.modules.generatedFileImports
        clashingNames = names.clashingNames
        self.inheritance = inheritance
    }

    /// What the table knows of names before classes are linked.
    private struct Names {
        var entries: [TypeEntry]
        var byName: EntriesByName
        var nestedTypes: [TypeEntry]
        var nestedNames: NameFilter
        var aliases: TypeAliases
        var semantics: Semantics
        var modules: ModuleVisibility
        var clashingNames: ClashingNames
    }

    /// The entries named `name` (several when a type is declared twice, or in two `#if` branches).
    func entries(named name: String) -> [TypeEntry] { entriesByName.all(named: name) }

    /// The first entry named `name`.
    func entry(named name: String) -> TypeEntry? { entriesByName.first(named: name) }

    /// The type `entry` is declared in, when it is nested in one.
    func enclosingEntry(of entry: TypeEntry) -> TypeEntry? {
        entry.isNested ? entriesByName.first(named: entry.path.dropLast().joined(separator: ".")) : nil
    }

    /// The declared type that `type` names, generic or not: `Repository` for
    /// `Repository<User>`.
    func declaredEntry(of type: TypeReference) -> TypeEntry? {
        guard !type.key.isPlainName else { return entry(named: type.key.text) }
        guard case .named(let components) = type.description else { return nil }
        return entry(named: components.map(\.name).joined(separator: "."))
    }

    // MARK: - Looking up names

    /// The type written `text` inside `scope` (the type whose member or nested declaration
    /// it appears in): a name that denotes a nested type of `scope` or of a type around it
    /// is qualified, as generated code at the top level must write it, a name that several
    /// modules declare is keyed with the module it denotes in `scope`'s (`ClashingNames`),
    /// and an alias is the type it stands for (`resolvingAliases`).
    func reference(to text: String, in scope: TypeEntry?) -> TypeReference {
        reference(to: text, in: scope, module: .ofScope)
    }

    /// The type written `text` inside `scope`, in code of `module`.
    func reference(to text: String, in scope: TypeEntry?, module: ModuleName?) -> TypeReference {
        reference(to: text, in: scope, module: .given(module))
    }

    /// The module whose code a type is written in.
    private enum WritingModule {
        /// The scope's: asked only when a name needs it.
        case ofScope
        case given(ModuleName?)
    }

    private func reference(to text: String, in scope: TypeEntry?, module: WritingModule) -> TypeReference {
        // Under DIKit 0.5's rules, and for a plain name that no nested type or alias has
        // and only one module declares (almost every dependency), the text is the key:
        // nothing is read.
        guard semantics.includes(.structuralTypes), !TypeDescriptionReader.isPlainIdentifier(text) || nestedNames.contains(text)
            || aliases.names.contains(text) || clashingNames.contains(text) || clashingNames.shadowsStandardName(text) else {
            let key = semantics.includes(.structuralTypes) ? TypeKey(name: text) : TypeKey(verbatim: text)
            return TypeReference(key: key, spelling: text)
        }
        let written = TypeDescriptionReader.read(text)
        var qualifiedType = qualified(written, in: scope)
        if clashingNames.hasModules {
            let writingModule = switch module {
            case .ofScope: scope?.module
            case .given(let module): module
            }
            qualifiedType = qualifiedByModule(qualifiedType, in: scope, from: writingModule)
        }
        let resolved = resolvingAliases(qualifiedType, in: scope)
        guard resolved == written else {
            let spelling = resolved.canonicalText
            let key = TypeTable.namesStandardModule(resolved) ? withoutStandardModules(resolved).key : TypeKey(resolved, canonicalText: spelling)
            return TypeReference(key: key, spelling: spelling)
        }
        if TypeTable.namesStandardModule(written) {
            let unqualified = withoutStandardModules(written)
            if unqualified != written { return TypeReference(key: unqualified.key, spelling: text) }
        }
        // The common case, a plain name, is its own key: no string is built.
        if case .named(let components) = written, components.count == 1, components[0].genericArguments.isEmpty,
           components[0].name.utf8.count == text.utf8.count {
            return TypeReference(key: TypeKey(name: text), spelling: text)
        }
        return TypeReference(key: written.key, spelling: text)
    }

    /// `type` with each name that a scope around `scope` declares replaced by its qualified path.
    func qualified(_ type: TypeDescription, in scope: TypeEntry?) -> TypeDescription {
        guard let scope, !nestedNames.isEmpty else { return type }
        return type.mappingNames { components in
            let first = components[0].name
            guard nestedNames.contains(first), !isGenericParameter(first, around: scope) else { return .named(components) }
            var enclosing = scope.path
            while !enclosing.isEmpty {
                if let entry = entriesByName.first(named: (enclosing + [first]).joined(separator: ".")) {
                    let qualifiedComponents = entry.path.dropLast().map { TypeDescription.NameComponent($0) }
                    return .named(qualifiedComponents + components)
                }
                enclosing.removeLast()
            }
            return .named(components)
        }
    }

    /// `type` with each name that several modules declare keyed with the module it denotes
    /// in `module`, a name of the standard library that a module declares but `module` does
    /// not see keyed `Swift.Name`, and a module name before a name that only one declares dropped.
    func qualifiedByModule(_ type: TypeDescription, in scope: TypeEntry?, from module: ModuleName?) -> TypeDescription {
        type.mappingNames { components in
            let first = components[0].name
            if components.count > 1, clashingNames.isModuleName(first) {
                return clashingNames.dropsModule(first, before: components[1].name)
                    ? .named(Array(components.dropFirst())) : .named(components)
            }
            guard clashingNames.contains(first) || clashingNames.shadowsStandardName(first),
                  scope.map({ !isGenericParameter(first, around: $0) }) ?? true else {
                return .named(components)
            }
            if clashingNames.denotesStandardType(first, from: module) {
                return .named([TypeDescription.NameComponent("Swift")] + components)
            }
            let key = clashingNames.key(of: first, from: module)
            guard key.utf8.count != first.utf8.count else { return .named(components) }
            return .named([TypeDescription.NameComponent(String(key.utf8.dropLast(first.utf8.count + 1))!)] + components)
        }
    }

    func isGenericParameter(_ name: String, around scope: TypeEntry) -> Bool {
        var path = scope.path
        while !path.isEmpty {
            if entriesByName.first(named: path.joined(separator: "."))?.genericParameters.contains(name) == true { return true }
            path.removeLast()
        }
        return false
    }

    // MARK: - Building

    /// DIKit 0.5's view: each top-level struct, class, enum and protocol alone, with the
    /// struct, class, enum and protocol declarations directly inside it as nested types.
    private static func topLevelEntries(of files: [SourceFile]) -> Built {
        var entries: [TypeEntry] = []
        var nestedTypes: [TypeEntry] = []
        for file in files {
            let locatedFile = LocatedFile(file)
            for case .type(let type) in file.declarations.declarations {
                switch type.kind {
                case .struct, .class, .enum, .protocol:
                    let firstNested = nestedTypes.count
                    for case .type(let nested) in type.members where nested.kind != .extension && nested.kind != .actor {
                        let nestedLocated = LocatedDeclaration(declaration: nested, file: locatedFile)
                        nestedTypes.append(TypeEntry(
                            simpleName: nested.name, name: type.name + "." + nested.name, primary: nestedLocated, access: .internal
                        ))
                    }
                    let located = LocatedDeclaration(declaration: type, file: locatedFile)
                    entries.append(TypeEntry(
                        simpleName: type.name, name: type.name, primary: located, access: .internal,
                        nestedTypeRun: firstNested..<nestedTypes.count
                    ))
                case .actor, .extension:
                    continue
                }
            }
        }
        return Built(
            entries: entries, byName: EntriesByName(entries: entries), nestedTypes: nestedTypes, aliases: []
        )
    }

    /// Every type at any depth, merged with its extensions; types nested in an extension
    /// belong to the extended type.
    ///
    /// The files are walked on all cores; grouping by name is one dictionary insertion per
    /// declaration, and the entries are made on all cores again.
    private static func mergedEntries(of files: [SourceFile], clashingNames: ClashingNames) -> Built {
        let walked = Parallel.map(count: files.count, chunkSize: 8) { declarations(in: files[$0], clashingNames: clashingNames) }
        let found = walked.map(\.found)
        // Groups by qualified name, in the order first seen; each group's declarations
        // and extensions as a list threaded through `next`.
        var groupOfName: [String: Int] = [:]
        groupOfName.reserveCapacity(found.reduce(0) { $0 + $1.count })
        var groups: [(first: FoundIndex, last: FoundIndex, primaries: Int, depth: Int)] = []
        var next: [[FoundIndex?]] = found.map { Array(repeating: nil, count: $0.count) }
        var groupOfFound: [[Int]] = found.map { Array(repeating: 0, count: $0.count) }
        for (file, declarations) in found.enumerated() {
            for (position, declaration) in declarations.enumerated() {
                let index = FoundIndex(file: file, position: position)
                let isPrimary = declaration.isExtension ? 0 : 1
                let group = groupOfName.firstValue(groups.count, forKey: declaration.name)
                groupOfFound[file][position] = group
                if group == groups.count {
                    groups.append((index, index, isPrimary, declaration.depth))
                } else {
                    next[groups[group].last.file][groups[group].last.position] = index
                    groups[group].last = index
                    groups[group].primaries += isPrimary
                }
            }
        }
        // One entry for each declaration of a type, or one for a type only extended.
        var firstEntry: [Int] = []
        firstEntry.reserveCapacity(groups.count + 1)
        var entryCount = 0
        for group in groups {
            firstEntry.append(entryCount)
            entryCount += max(group.primaries, 1)
        }
        firstEntry.append(entryCount)
        var groupOfEntry: [Int] = []
        groupOfEntry.reserveCapacity(entryCount)
        for (group, start) in firstEntry.dropLast().enumerated() {
            groupOfEntry += repeatElement(group, count: firstEntry[group + 1] - start)
        }
        // Outer types first, so that a type's access is narrowed by all the types around it:
        // the groups bucketed by depth, in linear time. Each nested group's first entry is
        // a nested type of its parent's first entry.
        var accessLimit: [AccessLevel] = Array(repeating: .public, count: entryCount)
        var genericEnclosingType: [String?] = Array(repeating: nil, count: entryCount)
        var nestingPairs: [(enclosing: Int, nested: Int)] = []
        var groupsByDepth: [[Int]] = [[]]
        for (group, found) in groups.enumerated() {
            while groupsByDepth.count < found.depth { groupsByDepth.append([]) }
            groupsByDepth[found.depth - 1].append(group)
        }
        for group in groupsByDepth.dropFirst().joined() {
            let first = groups[group].first
            let parentGroup: Int? = switch found[first.file][first.position].parent {
            case .enclosing(let position)?: groupOfFound[first.file][position]
            case .extended(let name)?: groupOfName[name]
            case nil: nil
            }
            guard let parentGroup else { continue }
            let parent = firstEntry[parentGroup]
            nestingPairs.append((parent, firstEntry[group]))
            // The parent's declaration: the first in its group that is not an extension.
            var parentPrimary: LocatedDeclaration?
            var cursor: FoundIndex? = groups[parentGroup].first
            while let index = cursor, parentPrimary == nil {
                if !found[index.file][index.position].isExtension { parentPrimary = found[index.file][index.position].located }
                cursor = next[index.file][index.position]
            }
            // A type that was not read (from another module) is taken as public.
            let parentAccess = min(parentPrimary.map { AccessLevel(modifiers: $0.declaration.modifiers) } ?? .public, accessLimit[parent])
            let parentIsGeneric = parentPrimary?.declaration.genericParameters.map { !TypeEntry.genericParameterNames($0).isEmpty } ?? false
            let parentFirst = groups[parentGroup].first
            let parentName = found[parentFirst.file][parentFirst.position].name
            for entry in firstEntry[group]..<firstEntry[group + 1] {
                accessLimit[entry] = parentAccess
                genericEnclosingType[entry] = parentIsGeneric ? parentName : genericEnclosingType[parent]
            }
        }
        let nesting = NestingRuns(pairs: nestingPairs, entryCount: entryCount)
        // Each entry is made alone: on all cores.
        let groupList = groups, nextFound = next, firstEntryOfGroup = firstEntry, groupOfEachEntry = groupOfEntry
        let limits = accessLimit, genericEnclosingTypes = genericEnclosingType, nestedRuns = nesting.firstNested
        let entries = Parallel.map(count: entryCount) { entryIndex -> TypeEntry in
            let group = groupList[groupOfEachEntry[entryIndex]]
            // Read in place: copying the found declaration out retains each of its fields.
            let firstFile = group.first.file, firstPosition = group.first.position
            // Almost every type is declared once and never extended.
            if nextFound[firstFile][firstPosition] == nil, !found[firstFile][firstPosition].isExtension {
                let located = found[firstFile][firstPosition].located
                return TypeEntry(
                    simpleName: found[firstFile][firstPosition].simpleName, name: found[firstFile][firstPosition].name,
                    isNested: group.depth > 1, primary: located,
                    access: min(AccessLevel(modifiers: located.declaration.modifiers), limits[entryIndex]),
                    genericEnclosingType: genericEnclosingTypes[entryIndex],
                    nestedTypeRun: nestedRuns[entryIndex]..<nestedRuns[entryIndex + 1]
                )
            }
            let first = found[firstFile][firstPosition]
            var primaries: [LocatedDeclaration] = []
            var extensions: [LocatedDeclaration] = []
            var cursor: FoundIndex? = group.first
            while let index = cursor {
                let declaration = found[index.file][index.position]
                if declaration.isExtension { extensions.append(declaration.located) } else { primaries.append(declaration.located) }
                cursor = nextFound[index.file][index.position]
            }
            let primary = primaries.isEmpty ? nil : primaries[entryIndex - firstEntryOfGroup[groupOfEachEntry[entryIndex]]]
            // A type that was not read (from another module) is taken as public.
            return TypeEntry(
                simpleName: first.simpleName, name: first.name, isNested: group.depth > 1, primary: primary, extensions: extensions,
                access: min(primary.map { AccessLevel(modifiers: $0.declaration.modifiers) } ?? .public, limits[entryIndex]),
                genericEnclosingType: genericEnclosingTypes[entryIndex],
                nestedTypeRun: nestedRuns[entryIndex]..<nestedRuns[entryIndex + 1]
            )
        }
        let byName = EntriesByName(entries: entries, groupOfName: groupOfName, firstEntry: firstEntry)
        return Built(
            entries: entries, byName: byName, nestedTypes: nesting.nestedEntries.map { entries[$0] },
            aliases: walked.flatMap(\.aliases)
        )
    }

    /// Each entry's nested types as one run of a flat list, by a counting sort of the pairs
    /// by enclosing entry: linear, and each entry's nested types in the order of the pairs.
    private struct NestingRuns {
        /// Where each entry's run starts in `nestedEntries`, and one past the last run.
        let firstNested: [Int]
        /// The nested entries, by position, each entry's contiguous.
        let nestedEntries: [Int]

        init(pairs: [(enclosing: Int, nested: Int)], entryCount: Int) {
            var firstNested = Array(repeating: 0, count: entryCount + 1)
            for pair in pairs { firstNested[pair.enclosing + 1] += 1 }
            for entry in 0..<entryCount { firstNested[entry + 1] += firstNested[entry] }
            var nestedEntries = Array(repeating: 0, count: pairs.count)
            var next = firstNested
            for pair in pairs {
                nestedEntries[next[pair.enclosing]] = pair.nested
                next[pair.enclosing] += 1
            }
            self.firstNested = firstNested
            self.nestedEntries = nestedEntries
        }
    }

    /// What building the table from the files gives.
    private struct Built {
        var entries: [TypeEntry]
        var byName: EntriesByName
        var nestedTypes: [TypeEntry]
        var aliases: [TypeAliases.Found]
    }

    /// Where a found declaration is: its file, and its place among the file's.
    private struct FoundIndex {
        var file: Int
        var position: Int
    }

    /// A type declaration or extension of one file, with its qualified name.
    private struct FoundDeclaration: Sendable {
        /// The last component of `name`.
        var simpleName: String
        /// The qualified name, after the module for a name several modules declare
        /// (`FeatureA.ViewModel.Dependency`).
        var name: String
        /// How many types `name` names: 1 for a top-level type.
        var depth: Int
        var parent: Parent?
        var located: LocatedDeclaration
        var isExtension: Bool

        /// What a nested type is nested in.
        enum Parent {
            /// The declaration around it, by its place among the file's found declarations.
            case enclosing(position: Int)
            /// For an extension of a nested type (`extension A.B`), the type around the
            /// extended one, by qualified name.
            case extended(name: String)
        }
    }

    /// The type declarations and extensions of `file`, depth first, each with its qualified
    /// name (a type nested in an extension is in the extended type); and its typealiases,
    /// each with its qualified name.
    private static func declarations(
        in file: SourceFile, clashingNames: ClashingNames
    ) -> (found: [FoundDeclaration], aliases: [TypeAliases.Found]) {
        let locatedFile = LocatedFile(file)
        var found: [FoundDeclaration] = []
        var aliases: [TypeAliases.Found] = []
        TypeAliases.collect(in: file.declarations.declarations, scope: nil, file: locatedFile, into: &aliases)
        // An explicit stack: a type, and the place in `found` of the one it is nested in.
        var stack: [(part: LocatedDeclaration, parent: Int?)] = []
        for case .type(let type) in file.declarations.declarations.reversed() {
            stack.append((LocatedDeclaration(declaration: type, file: locatedFile), nil))
        }
        while let (part, parent) = stack.popLast() {
            let isExtension = part.declaration.kind == .extension
            let simpleName: String
            let name: String
            let depth: Int
            let parentReference: FoundDeclaration.Parent?
            if isExtension {
                let path = clashingNames.isEmpty ? extendedPath(part.declaration.name)
                    : moduleKeyedPath(extendedPath(part.declaration.name), in: file.module, clashingNames: clashingNames)
                guard !path.isEmpty else { continue }
                simpleName = path[path.count - 1].split(separator: ".").last.map(String.init) ?? path[path.count - 1]
                name = path.count == 1 ? path[0] : path.joined(separator: ".")
                depth = path.count
                parentReference = path.count > 1 ? .extended(name: path.dropLast().joined(separator: ".")) : nil
            } else if let parent {
                simpleName = part.declaration.name
                name = String(concatenating: found[parent].name, part.declaration.name, separator: ".")
                depth = found[parent].depth + 1
                parentReference = .enclosing(position: parent)
            } else {
                simpleName = part.declaration.name
                name = clashingNames.isEmpty ? simpleName : clashingNames.key(of: simpleName, from: file.module)
                depth = 1
                parentReference = nil
            }
            found.append(FoundDeclaration(
                simpleName: simpleName, name: name, depth: depth, parent: parentReference, located: part, isExtension: isExtension
            ))
            let position = found.count - 1
            TypeAliases.collect(in: part.declaration.members, scope: name, file: locatedFile, into: &aliases)
            for case .type(let nested) in part.declaration.members.reversed() where nested.kind != .extension {
                stack.append((LocatedDeclaration(declaration: nested, file: locatedFile), position))
            }
        }
        return (found, aliases)
    }

    /// The extended path with its top-level type keyed as `ClashingNames` says, one element
    /// per type: `["FeatureA.ViewModel", "Inner"]` for `extension ViewModel.Inner` in
    /// FeatureA, or for `extension FeatureA.ViewModel.Inner` anywhere.
    private static func moduleKeyedPath(_ path: [String], in module: ModuleName?, clashingNames: ClashingNames) -> [String] {
        let path = path.count > 1 && clashingNames.dropsModule(path[0], before: path[1]) ? Array(path.dropFirst()) : path
        guard let first = path.first else { return path }
        if path.count > 1, clashingNames.isModuleName(first) { return ["\(first).\(path[1])"] + path.dropFirst(2) }
        return [clashingNames.key(of: first, from: module)] + path.dropFirst()
    }

    /// `["A", "B"]` for `extension A.B` or `extension A<T>.B` (generic arguments dropped).
    private static func extendedPath(_ text: String) -> [String] {
        guard case .named(let components) = TypeDescriptionReader.read(text) else { return [] }
        return components.map(\.name)
    }
}

/// A type written in a declaration: how it is matched and how generated code spells it.
struct TypeReference: Hashable {
    /// Equal for two spellings of one type (`TypeDescription.key`); under DIKit 0.5's
    /// rules, the text as written.
    var key: TypeKey
    /// How generated code writes it: as written, or qualified when it names a nested type.
    var spelling: String

    var description: TypeDescription { key.type }

    /// Whether it is a function type.
    var isFunction: Bool { key.functionType != nil }
}

/// Entries by qualified name: one dictionary from a name to the run of entries that have
/// it (several when a type is declared twice, or in two `#if` clauses), contiguous in
/// `entries`.
struct EntriesByName {
    private let entries: [TypeEntry]
    private let groupOfName: [String: Int]
    /// Where each name's run starts, and one past the last run.
    private let firstEntry: [Int]

    init(entries: [TypeEntry], groupOfName: [String: Int], firstEntry: [Int]) {
        self.entries = entries
        self.groupOfName = groupOfName
        self.firstEntry = firstEntry
    }

    /// For entries in any order: runs are made of them.
    init(entries unordered: [TypeEntry]) {
        var groupOfName: [String: Int] = [:]
        var members: [[TypeEntry]] = []
        for entry in unordered {
            if let group = groupOfName[entry.name] {
                members[group].append(entry)
            } else {
                groupOfName[entry.name] = members.count
                members.append([entry])
            }
        }
        var firstEntry = [0]
        for group in members { firstEntry.append(firstEntry[firstEntry.count - 1] + group.count) }
        self.init(entries: Array(members.joined()), groupOfName: groupOfName, firstEntry: firstEntry)
    }

    func first(named name: String) -> TypeEntry? {
        groupOfName[name].map { entries[firstEntry[$0]] }
    }

    func all(named name: String) -> [TypeEntry] {
        guard let group = groupOfName[name] else { return [] }
        return Array(entries[firstEntry[group]..<firstEntry[group + 1]])
    }
}
