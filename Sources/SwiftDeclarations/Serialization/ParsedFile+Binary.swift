/// The binary form of what the parser found, for the declaration cache and module summaries.
/// Every field of the model is written, and values are rebuilt with their memberwise
/// initializers, so a field added to the model fails to compile here until it is written
/// and read too.
///
/// A file is written in two sections: its shape (everything but byte offsets: a fixed-width
/// length, then the bytes, with each string once and its repeats as numbers), then its
/// positions (a length, then the offsets in the order the shape needs them, each as its
/// difference from the one before). Two files with the same shape declare the same things in
/// the same order, wherever they are in the file: an edit that only changes a function body
/// changes the positions alone, and `shape(ofWritten:)` lets a cache see that without
/// decoding.
extension ParsedFile {
    package func write(to writer: inout BinaryWriter) {
        let lengthOffset = writer.bytes.count
        writer.write(UInt64(0))
        writer.sharingStrings { writer in
            writer.write(imports) { $0.write($1) }
            writer.write(conditionalBlocks) { writer, block in
                writer.write(position: block.offset)
                writer.write(block.conditions) { $0.write($1) }
            }
            writer.write(declarations) { $0.write($1) }
            writer.write(lexerProblems) { writer, problem in
                writer.write(problem.kind.rawValue)
                writer.write(position: problem.offset)
            }
        }
        writer.overwrite(UInt64(writer.bytes.count - lengthOffset - 8), at: lengthOffset)
        writer.appendPositions()
    }

    /// The shape section of a file `write(to:)` wrote at the start of `bytes`; `nil` when
    /// `bytes` do not start with one.
    package static func shape(ofWritten bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        var reader = BinaryReader(bytes)
        return reader.readShape()
    }

    /// The byte offsets of the file `write(to:)` wrote at `reader`'s place, in the order the
    /// shape needs them, and `reader` moved past the file; `nil` when the bytes are not one.
    /// Two files of one shape have as many, and the offsets at one index belong to one thing
    /// in both: where an edit that kept the shape moved it.
    package static func positions(ofWrittenFileIn reader: inout BinaryReader) -> [Int]? {
        guard reader.readShape() != nil, let section = reader.readBytes() else { return nil }
        var positions = BinaryReader(UnsafeRawBufferPointer(start: nil, count: 0), positions: section)
        var offsets: [Int] = []
        while !positions.isAtEnd {
            guard let offset = positions.readPosition() else { return nil }
            offsets.append(offset)
        }
        return offsets
    }

    /// Writes the file as `write(to:)` does, but with its offsets moved into a file of
    /// `locations`' lines in which every line is as long as the longest column any of them
    /// has: the converter it returns, which the reader needs next. Each position keeps
    /// its line and column, and the bytes depend on nothing else of where things are: an
    /// edit that keeps every declaration on its line and column (one in a function body that
    /// adds or removes no line) writes the same bytes. `nil`, and nothing written, for a file
    /// too large to map.
    package func writeWithPositionsAsLinesAndColumns(
        _ locations: SourceLocationConverter, to writer: inout BinaryWriter
    ) -> SourceLocationConverter? {
        var scratch = BinaryWriter()
        write(to: &scratch)
        return scratch.bytes.withUnsafeBytes { bytes -> SourceLocationConverter? in
            var reader = BinaryReader(bytes)
            guard let shape = ParsedFile.shape(ofWritten: bytes), let offsets = ParsedFile.positions(ofWrittenFileIn: &reader) else { return nil }
            let placed = offsets.map(locations.location(ofOffset:))
            let width = (placed.lazy.map(\.column).max() ?? 0) + 1
            let lineCount = placed.lazy.map(\.line).max() ?? 1
            let (end, overflows) = lineCount.multipliedReportingOverflow(by: width)
            guard !overflows, end <= Int(UInt32.max) else { return nil }
            writer.write(UInt64(shape.count))
            writer.write(raw: shape)
            for location in placed { writer.write(position: (location.line - 1) * width + location.column - 1) }
            writer.appendPositions()
            return SourceLocationConverter(lineStarts: (0..<lineCount).map { UInt32($0 * width) })
        }
    }

    /// Reads a file written by `write(to:)`; `nil` when the bytes are not one.
    package init?(from outer: inout BinaryReader) {
        guard let shape = outer.readShape(), let positions = outer.readBytes() else { return nil }
        var reader = BinaryReader(shape, positions: positions, sharesStrings: true)
        guard let imports = reader.readArray({ $0.readImport() }),
              let conditionalBlocks = reader.readArray({ reader -> ConditionalBlock? in
                  guard let offset = reader.readPosition(),
                        let conditions = reader.readArray({ $0.readOptional { $0.readString() } })
                  else { return nil }
                  return ConditionalBlock(offset: offset, conditions: conditions)
              }),
              let declarations = reader.readArray({ $0.readDeclaration(depth: 0, blocks: conditionalBlocks) }),
              let lexerProblems = reader.readArray({ reader -> LexerProblem? in
                  guard let kind = reader.readString().flatMap(LexerProblem.Kind.init(rawValue:)),
                        let offset = reader.readPosition() else { return nil }
                  return LexerProblem(kind: kind, offset: offset)
              }),
              reader.isAtEnd
        else { return nil }
        self.init(
            imports: imports, declarations: declarations, conditionalBlocks: conditionalBlocks,
            lexerProblems: lexerProblems
        )
    }
}

extension BinaryReader {
    /// A shape section: its fixed-width length, then as many bytes.
    fileprivate mutating func readShape() -> UnsafeRawBufferPointer? {
        guard let length = readUInt64(), length <= UInt64(Int.max) else { return nil }
        return readBytes(count: Int(length))
    }
}

extension SourceLocationConverter {
    package func write(to writer: inout BinaryWriter) {
        // Line starts grow: their differences are short varints.
        writer.write(lineStarts.count)
        var previous = 0
        for start in lineStarts.lazy.map(Int.init) {
            writer.write(start - previous)
            previous = start
        }
    }

    package init?(from reader: inout BinaryReader) {
        guard let count = reader.readCount(), count > 0 else { return nil }
        var starts: [UInt32] = []
        starts.reserveCapacity(count)
        var previous = 0
        for _ in 0..<count {
            guard let difference = reader.readInt(), difference >= 0, previous + difference <= UInt32.max else { return nil }
            previous += difference
            starts.append(UInt32(previous))
        }
        guard starts[0] == 0 else { return nil }
        self.init(lineStarts: starts)
    }
}

// MARK: - Writing

extension BinaryWriter {
    mutating func write(_ declaration: Declaration) {
        switch declaration {
        case .type(let type):
            write(0)
            write(Self.typeKinds.firstIndex(of: type.kind)!)
            write(type.name)
            write(type.attributes) { $0.write($1) }
            write(type.modifiers) { $0.write($1) }
            write(type.genericParameters)
            write(type.inheritance) { $0.write($1) }
            write(type.whereClause)
            write(type.members) { $0.write($1) }
            write(position: type.offset)
            write(position: type.nameOffset)
            write(type.hasBody)
            write(type.closingBraceOffset != nil)
            if let closingBraceOffset = type.closingBraceOffset { write(position: closingBraceOffset) }
            write(type.conditions)
        case .variable(let variable):
            write(1)
            write(variable.attributes) { $0.write($1) }
            write(variable.modifiers) { $0.write($1) }
            write(variable.isLet)
            write(variable.name)
            write(variable.type) { $0.write($1) }
            write(variable.hasInitializer)
            switch variable.accessors {
            case .none: write(0)
            case .observers: write(1)
            case .computed: write(2)
            }
            write(position: variable.offset)
            write(position: variable.nameOffset)
            write(variable.conditions)
        case .function(let function):
            write(2)
            switch function.kind {
            case .function: write(false)
            case .initializer(let optionality):
                write(true)
                write(optionality)
            }
            write(function.name)
            write(function.attributes) { $0.write($1) }
            write(function.modifiers) { $0.write($1) }
            write(function.genericParameters)
            write(function.parameters) { writer, parameter in
                writer.write(parameter.firstName)
                writer.write(parameter.secondName)
                writer.write(parameter.type) { $0.write($1) }
                writer.write(parameter.isVariadic)
                writer.write(parameter.defaultValue)
                writer.write(position: parameter.offset)
            }
            write(function.isAsync)
            write(function.throwsClause) { writer, clause in
                switch clause {
                case .throws: writer.write(0)
                case .typedThrows(let type):
                    writer.write(1)
                    writer.write(type)
                case .rethrows: writer.write(2)
                }
            }
            write(function.returnType) { $0.write($1) }
            write(function.whereClause)
            write(function.hasBody)
            write(position: function.offset)
            write(position: function.nameOffset)
            write(function.conditions)
        case .typeAlias(let alias):
            write(3)
            write(alias.name)
            write(alias.modifiers) { $0.write($1) }
            write(alias.genericParameters)
            write(alias.type) { $0.write($1) }
            write(position: alias.offset)
            write(alias.conditions)
        case .associatedType(let associatedType):
            write(4)
            write(associatedType.name)
            write(associatedType.inheritance) { $0.write($1) }
            write(associatedType.defaultType) { $0.write($1) }
            write(position: associatedType.offset)
        }
    }

    mutating func write(_ declaration: ImportDeclaration) {
        write(declaration.attributes) { $0.write($1) }
        write(declaration.kind)
        write(declaration.path) { $0.write($1) }
        write(position: declaration.offset)
    }

    mutating func write(_ type: TypeText) {
        write(type.text)
        write(position: type.offset)
    }

    mutating func write(_ attribute: Attribute) {
        write(attribute.name)
        write(attribute.arguments)
        write(position: attribute.offset)
    }

    mutating func write(_ modifier: Modifier) {
        write(modifier.name)
        write(modifier.detail)
        write(position: modifier.offset)
    }

    mutating func write(_ conditions: [ConditionalClause]) {
        write(conditions) { writer, clause in
            writer.write(clause.block)
            writer.write(clause.clause)
        }
    }

    static let typeKinds: [TypeKind] = [.struct, .class, .enum, .protocol, .actor, .extension]
}

// MARK: - Reading

extension BinaryReader {
    /// Types nest at most this deep in what the parser produces; a deeper input is malformed,
    /// and reading it must not exhaust the stack.
    private static let maximumDepth = Parser.maximumTypeNesting + 1

    /// A declaration whose conditions name clauses of `blocks`.
    mutating func readDeclaration(depth: Int, blocks: [ConditionalBlock]) -> Declaration? {
        guard depth <= Self.maximumDepth, let tag = readInt() else { return nil }
        switch tag {
        case 0:
            guard let kindIndex = readInt(), BinaryWriter.typeKinds.indices.contains(kindIndex),
                  let name = readString(),
                  let attributes = readArray({ $0.readAttribute() }),
                  let modifiers = readArray({ $0.readModifier() }),
                  let genericParameters = readOptional({ $0.readString() }),
                  let inheritance = readArray({ $0.readTypeText() }),
                  let whereClause = readOptional({ $0.readString() }),
                  let members = readArray({ $0.readDeclaration(depth: depth + 1, blocks: blocks) }),
                  let offset = readPosition(), let nameOffset = readPosition(), let hasBody = readBool(),
                  let hasClosingBrace = readBool()
            else { return nil }
            let closingBraceOffset = hasClosingBrace ? readPosition() : nil
            guard !hasClosingBrace || closingBraceOffset != nil, let conditions = readConditions(blocks: blocks) else { return nil }
            return .type(TypeDeclaration(
                kind: BinaryWriter.typeKinds[kindIndex], name: name, attributes: attributes,
                modifiers: modifiers, genericParameters: genericParameters, inheritance: inheritance,
                whereClause: whereClause, members: members, offset: offset, nameOffset: nameOffset,
                bodyEnd: closingBraceOffset ?? (hasBody ? TypeDeclaration.bodyLeftOpen : TypeDeclaration.noBody), conditions: conditions
            ))
        case 1:
            guard let attributes = readArray({ $0.readAttribute() }),
                  let modifiers = readArray({ $0.readModifier() }),
                  let isLet = readBool(),
                  let name = readOptional({ $0.readString() }),
                  let type = readOptional({ $0.readTypeText() }),
                  let hasInitializer = readBool(),
                  let accessorsTag = readInt(),
                  let offset = readPosition(), let nameOffset = readPosition(),
                  let conditions = readConditions(blocks: blocks)
            else { return nil }
            let accessors: VariableDeclaration.Accessors
            switch accessorsTag {
            case 0: accessors = .none
            case 1: accessors = .observers
            case 2: accessors = .computed
            default: return nil
            }
            return .variable(VariableDeclaration(
                attributes: attributes, modifiers: modifiers, isLet: isLet, name: name, type: type,
                hasInitializer: hasInitializer, accessors: accessors, offset: offset, nameOffset: nameOffset,
                conditions: conditions
            ))
        case 2:
            guard let isInitializer = readBool() else { return nil }
            var kind = FunctionDeclaration.Kind.function
            if isInitializer {
                guard let optionality = readString() else { return nil }
                kind = .initializer(optionality: optionality)
            }
            guard let name = readString(),
                  let attributes = readArray({ $0.readAttribute() }),
                  let modifiers = readArray({ $0.readModifier() }),
                  let genericParameters = readOptional({ $0.readString() }),
                  let parameters = readArray({ $0.readParameter() }),
                  let isAsync = readBool(),
                  let throwsClause = readOptional({ $0.readThrowsClause() }),
                  let returnType = readOptional({ $0.readTypeText() }),
                  let whereClause = readOptional({ $0.readString() }),
                  let hasBody = readBool(),
                  let offset = readPosition(), let nameOffset = readPosition(),
                  let conditions = readConditions(blocks: blocks)
            else { return nil }
            return .function(FunctionDeclaration(
                kind: kind, name: name, attributes: attributes, modifiers: modifiers,
                genericParameters: genericParameters, parameters: parameters, isAsync: isAsync,
                throwsClause: throwsClause, returnType: returnType, whereClause: whereClause,
                hasBody: hasBody, offset: offset, nameOffset: nameOffset, conditions: conditions
            ))
        case 3:
            guard let name = readString(),
                  let modifiers = readArray({ $0.readModifier() }),
                  let genericParameters = readOptional({ $0.readString() }),
                  let type = readOptional({ $0.readTypeText() }),
                  let offset = readPosition(),
                  let conditions = readConditions(blocks: blocks)
            else { return nil }
            return .typeAlias(TypeAliasDeclaration(
                name: name, modifiers: modifiers, genericParameters: genericParameters, type: type, offset: offset,
                conditions: conditions
            ))
        case 4:
            guard let name = readString(),
                  let inheritance = readArray({ $0.readTypeText() }),
                  let defaultType = readOptional({ $0.readTypeText() }),
                  let offset = readPosition()
            else { return nil }
            return .associatedType(AssociatedTypeDeclaration(
                name: name, inheritance: inheritance, defaultType: defaultType, offset: offset
            ))
        default:
            return nil
        }
    }

    mutating func readImport() -> ImportDeclaration? {
        guard let attributes = readArray({ $0.readAttribute() }),
              let kind = readOptional({ $0.readString() }),
              let path = readArray({ $0.readString() }),
              let offset = readPosition()
        else { return nil }
        return ImportDeclaration(attributes: attributes, kind: kind, path: path, offset: offset)
    }

    mutating func readTypeText() -> TypeText? {
        guard let text = readString(), let offset = readPosition() else { return nil }
        return TypeText(text, offset: offset)
    }

    mutating func readAttribute() -> Attribute? {
        guard let name = readString(), let arguments = readOptional({ $0.readString() }),
              let offset = readPosition() else { return nil }
        return Attribute(name: name, arguments: arguments, offset: offset)
    }

    mutating func readModifier() -> Modifier? {
        guard let name = readString(), let detail = readOptional({ $0.readString() }),
              let offset = readPosition() else { return nil }
        return Modifier(name: name, detail: detail, offset: offset)
    }

    /// Clauses that each name a clause of one of `blocks`, as the parser's do.
    mutating func readConditions(blocks: [ConditionalBlock]) -> [ConditionalClause]? {
        readArray { reader -> ConditionalClause? in
            guard let block = reader.readInt(), blocks.indices.contains(block),
                  let clause = reader.readInt(), blocks[block].conditions.indices.contains(clause)
            else { return nil }
            return ConditionalClause(block: block, clause: clause)
        }
    }

    mutating func readParameter() -> Parameter? {
        guard let firstName = readString(),
              let secondName = readOptional({ $0.readString() }),
              let type = readOptional({ $0.readTypeText() }),
              let isVariadic = readBool(),
              let defaultValue = readOptional({ $0.readString() }),
              let offset = readPosition()
        else { return nil }
        return Parameter(
            firstName: firstName, secondName: secondName, type: type, isVariadic: isVariadic,
            defaultValue: defaultValue, offset: offset
        )
    }

    mutating func readThrowsClause() -> FunctionDeclaration.ThrowsClause? {
        switch readInt() {
        case 0: .throws
        case 1: readString().map { .typedThrows($0) }
        case 2: .rethrows
        default: nil
        }
    }
}
