import Foundation
import Testing

/// Random programs with a deliberate mistake: `dikitgen` must reject each with an error of
/// the right id, located (`file:line:column`) at the declaration the mistake is in.
@Suite struct SoundnessMistakeTests {
    /// The programs of the CI sample that the mistakes are made in.
    static let programs = (0..<40).map { SoundnessProgram(seed: SoundnessTests.sampleSeed, number: $0) }

    /// An error as printed: `input/P3_Types.swift:12:13: error: ... [missing-provider]`.
    struct LocatedError: Hashable {
        var file: String
        var line: Int
        var id: String
    }

    /// Under `--strict`, every call-site parameter is a dependency nothing provides: each is
    /// reported at its `Dependency` property (or provided type's stored property), unless a
    /// closure supplies it (a run-time input) or the scope binds its type (the scope's value,
    /// which the resolver leaves to the scope: Scopes.md).
    @Test func aDependencyNothingProvidesIsReportedAtItsProperty() throws {
        var checked = 0
        for program in Self.programs {
            let types = program.typesFile(for: .swift6)
            let supplied = program.suppliedByClosures
            let expected = program.types.indices.flatMap { index in
                program.types[index].members.indices.compactMap { position -> Int? in
                    guard program.types[index].kind != .provided, case .parameter(let parameter) = program.types[index].members[position],
                          !supplied.contains([index, position]),
                          !program.hasScope || parameter.typeName != SoundnessProgram.scopeValue.typeName else { return nil }
                    return types.memberLines[[index, position]]
                }
            }
            guard !expected.isEmpty else { continue }
            let errors = try Self.errors(of: program, arguments: ["--strict"])
            for line in expected {
                #expect(
                    errors.contains(LocatedError(file: "input/\(program.typesFileName)", line: line, id: "missing-provider")),
                    "\(program.prefix): no missing-provider error at line \(line): \(errors)"
                )
            }
            checked += 1
        }
        #expect(checked >= 10)
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
    /// The call-site parameters that a closure supplies, by type and member position: the
    /// first place its target's parameter of that name comes from (ClosuresLazyAndAssistedConstruction.md).
    var suppliedByClosures: Set<[Int]> {
        let parameters = callSiteParameters
        /// Where parameter `name` of type `index` comes from: its own member, or else the
        /// first dependency that passes it on.
        func origin(of name: String, in index: Int) -> [Int]? {
            let members = types[index].members
            if let position = members.indices.first(where: { position in
                switch members[position] {
                case .parameter(let parameter), .optionalParameter(let parameter): parameter.name == name
                default: false
                }
            }) { return [index, position] }
            for member in members {
                guard let target = member.target, target < index, parameters[target].contains(where: { $0.name == name }) else { continue }
                if case .closure(let closure) = member, closure.supplied.contains(where: { $0.name == name }) { continue }
                return origin(of: name, in: target)
            }
            return nil
        }
        var supplied: Set<[Int]> = []
        for type in types {
            for member in type.members {
                guard case .closure(let closure) = member else { continue }
                for parameter in closure.supplied {
                    if let origin = origin(of: parameter.name, in: closure.target) { supplied.insert(origin) }
                }
            }
        }
        return supplied
    }
}
