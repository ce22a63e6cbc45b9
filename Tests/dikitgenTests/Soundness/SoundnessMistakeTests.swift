import Foundation
import Testing

/// Random programs with a deliberate mistake: `dikitgen` must reject each with an error of
/// the right id, located (`file:line:column`) at the declaration the mistake is in.
@Suite struct SoundnessMistakeTests {
    /// The programs of the CI sample that the mistakes are made in.
    static let programs = (0..<40).map { SoundnessProgram(seed: SoundnessSample.seed, number: $0) }

    /// An error as printed: `input/P3_Types.swift:12:13: error: ... [missing-provider]`.
    struct LocatedError: Hashable {
        var file: String
        var line: Int
        var id: String
    }

    /// Under `--strict`, every call-site parameter is a dependency nothing provides: each is
    /// reported at its `Dependency` property (or provided type's stored property), an
    /// optional one too, unless closures supply it on every way to it (a run-time input) or
    /// the scope binds its type (the scope's value, which the resolver leaves to the scope:
    /// Scopes.md). In a program without `#if` alternatives, whose lines are all its
    /// members', no other is reported in the types' file.
    @Test func aDependencyNothingProvidesIsReportedAtItsProperty() throws {
        var checked = 0
        var checkedExactly = 0
        for program in Self.programs {
            let types = program.typesFile(for: .swift6)
            let supplied = program.suppliedByClosures
            let expected = program.types.indices.flatMap { index in
                program.types[index].members.indices.compactMap { position -> Int? in
                    guard program.types[index].kind != .provided, !supplied.contains([index, position]) else { return nil }
                    switch program.types[index].members[position] {
                    case .parameter(let parameter) where !program.hasScope || parameter.typeName != SoundnessProgram.scopeValue.typeName:
                        return types.memberLines[[index, position]]
                    case .optionalParameter:
                        return types.memberLines[[index, position]]
                    default:
                        return nil
                    }
                }
            }
            guard !expected.isEmpty else { continue }
            let errors = try Self.errors(of: program, arguments: ["--strict"])
            let reported = Set(errors.filter { $0.file == "input/\(program.typesFileName)" && $0.id == "missing-provider" }.map(\.line))
            if program.types.allSatisfy({ $0.condition == nil }) {
                #expect(reported == Set(expected), "\(program.prefix): missing-provider errors at lines \(reported.sorted()), expected \(expected.sorted())")
                checkedExactly += 1
            } else {
                #expect(reported.isSuperset(of: expected), "\(program.prefix): missing-provider errors at lines \(reported.sorted()), expected \(expected.sorted())")
            }
            checked += 1
        }
        #expect(checked >= 10)
        #expect(checkedExactly >= 5)
    }

    /// A type given a dependency on a type that needs it: a `dependency-cycle` error at the
    /// declaration of a type of the cycle.
    @Test func aCycleIsReportedAtOneOfItsTypes() throws {
        var checked = 0
        for program in Self.programs {
            var program = program
            // Without the test resolver, whose provider would be the binding on the cycle.
            program.refinement = nil
            // An injectable `later` that needs the injectable `earlier` at once; `earlier` is
            // then given `later` (a property-injected one would be a call-site parameter).
            let pair = program.types.indices.lazy.compactMap { later -> (Int, Int)? in
                let earlier = program.types[later].members.first { $0.isImmediate }?.target
                return earlier.map { ($0, later) }
            }.first { pair in [pair.0, pair.1].allSatisfy { program.types[$0].kind.isBuiltByItsOwnInitializer } }
            guard let (earlier, later) = pair else { continue }
            program.types[earlier].members.append(.direct(later))
            let onCycle = Set(program.types.indices.filter { program.reaches(from: later, to: $0) && program.reaches(from: $0, to: earlier) })
            let declarations = Set(onCycle.compactMap { program.typesFile(for: .swift6).declarationLines[$0] })
            let errors = try Self.errors(of: program).filter { $0.id == "dependency-cycle" }
            #expect(!errors.isEmpty, "\(program.prefix): no dependency-cycle error")
            for error in errors {
                #expect(
                    error.file == "input/\(program.typesFileName)" && declarations.contains(error.line),
                    "\(program.prefix): a dependency-cycle error at \(error), not at a declaration of \(onCycle.sorted())"
                )
            }
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// A shared type whose construction needs a call-site parameter: a
    /// `shared-instance-parameter` error at the type's declaration.
    @Test func aSharedTypeWithACallSiteParameterIsReportedAtItsDeclaration() throws {
        var checked = 0
        for program in Self.programs {
            var program = program
            let parameters = program.callSiteParameters
            guard let index = program.types.indices.first(where: { index in
                let kind = program.types[index].kind
                return (kind == .initializer || kind == .factoryMethod) && !parameters[index].isEmpty
            }) else { continue }
            program.types[index].lifetime = .shared
            program.declaresStore = true
            // Without a scope, whose value would bind the parameter: the type would live there.
            program.hasScope = false
            let errors = try Self.errors(of: program)
            let line = program.typesFile(for: .swift6).declarationLines[index]!
            #expect(
                errors.contains(LocatedError(file: "input/\(program.typesFileName)", line: line, id: "shared-instance-parameter")),
                "\(program.prefix): no shared-instance-parameter error at line \(line): \(errors)"
            )
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// A `Sendable` resolver that keeps its instances in an `IsolatedInstanceStore`, which
    /// has no lock: an `isolated-store-in-sendable-resolver` error at the store's
    /// declaration, the resolver protocol's first requirement.
    @Test func anIsolatedStoreInASendableResolverIsReportedAtItsDeclaration() throws {
        var checked = 0
        for program in Self.programs.prefix(12) {
            var program = program
            program.isSendableResolver = true
            program.declaresStore = true
            program.usesIsolatedStore = true
            let line = program.resolverFile.split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("var sharedInstances: IsolatedInstanceStore") }! + 1
            let errors = try Self.errors(of: program)
            #expect(
                errors.contains(LocatedError(file: "input/\(program.resolverFileName)", line: line, id: "isolated-store-in-sendable-resolver")),
                "\(program.prefix): no isolated-store-in-sendable-resolver error at line \(line): \(errors)"
            )
            checked += 1
        }
        #expect(checked == 12)
    }

    /// A contributed type whose construction needs a call-site parameter: a
    /// `contribution-parameter` error where the parameter is needed, since a collection is
    /// made whole, with nothing passed at its call site.
    @Test func aContributionThatNeedsACallSiteParameterIsReportedWhereItIsNeeded() throws {
        var checked = 0
        for program in Self.programs {
            var program = program
            guard let contributed = program.types.indices.first(where: { index in
                program.types[index].kind.isBuiltByItsOwnInitializer && program.types[index].condition == nil
                    && program.types[index].members.contains { if case .parameter = $0 { true } else { false } }
                    && program.visibility(index) >= program.resolverAccess
            }), let holder = program.types.indices.last, holder > contributed else { continue }
            program.types[holder].members.append(.collection(contributed, .array))
            let position = program.types[contributed].members.firstIndex { if case .parameter = $0 { true } else { false } }!
            let line = program.typesFile(for: .swift6).memberLines[[contributed, position]]!
            let errors = try Self.errors(of: program)
            #expect(
                errors.contains(LocatedError(file: "input/\(program.typesFileName)", line: line, id: "contribution-parameter")),
                "\(program.prefix): no contribution-parameter error at line \(line): \(errors)"
            )
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// Runs `dikitgen` on the program's sources, which must fail, and returns its errors.
    private static func errors(of program: SoundnessProgram, arguments: [String] = []) throws -> [LocatedError] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dikitgen-mistake-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data(program.typesFile(for: .swift6).text.utf8).write(to: input.appendingPathComponent(program.typesFileName))
        try Data(program.resolverFile.utf8).write(to: input.appendingPathComponent(program.resolverFileName))
        let output = try ProcessRunner.run(Paths.dikitgen, ["input", "--no-cache"] + arguments, in: root)
        #expect(output.status == 1, "\(program.prefix): exit status \(output.status)\n\(output.standardError)")
        return output.standardError.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: ":", maxSplits: 4)
            guard fields.count == 5, fields[3] == " error", let lineNumber = Int(fields[1]),
                  let id = line.split(separator: "[").last?.dropLast() else { return nil }
            return LocatedError(file: String(fields[0]), line: lineNumber, id: String(id))
        }
    }
}

extension SoundnessProgram {
    /// The call-site parameters whose values always come from closures, by type and member
    /// position (ClosuresLazyAndAssistedConstruction.md): a type's parameter is supplied when
    /// the type has dependents, and each either is a closure that supplies it or passes on
    /// the same parameter, supplied in turn. A type nothing depends on gives its parameters
    /// to its caller. Dependents come after their targets, so one pass from the last type
    /// settles each.
    var suppliedByClosures: Set<[Int]> {
        let parameters = callSiteParameters
        // Each type's dependents, and the names a closure there supplies.
        var dependents = [[(type: Int, supplied: Set<String>)]](repeating: [], count: types.count)
        for (index, type) in types.enumerated() {
            for member in type.members {
                guard let target = member.target, target < index else { continue }
                let supplied = if case .closure(let closure) = member { Set(closure.supplied.map(\.name)) } else { Set<String>() }
                dependents[target].append((index, supplied))
            }
        }
        var suppliedNames = [Set<String>](repeating: [], count: types.count)
        for index in types.indices.reversed() where !dependents[index].isEmpty {
            for parameter in parameters[index] where dependents[index].allSatisfy({ dependent in
                dependent.supplied.contains(parameter.name) || suppliedNames[dependent.type].contains(parameter.name)
            }) {
                suppliedNames[index].insert(parameter.name)
            }
        }
        var supplied: Set<[Int]> = []
        for (index, type) in types.enumerated() {
            for (position, member) in type.members.enumerated() {
                if case .parameter(let parameter) = member, suppliedNames[index].contains(parameter.name) { supplied.insert([index, position]) }
            }
        }
        return supplied
    }
}
