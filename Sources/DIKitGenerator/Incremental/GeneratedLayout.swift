import SwiftDeclarations

/// Where each method of a generated file is: its resolver, its name and its bytes, in file
/// order. A generation has one when later runs may regenerate some of its methods in place
/// (`Generator.regenerate`): when its program has none of what a slice of it could get
/// wrong (`Generator.Analysis.allowsRegeneration`), and it printed no diagnostic.
public struct GeneratedLayout: Equatable, Sendable {
    public struct Method: Equatable, Sendable {
        public var resolver: String
        public var name: String
        /// The method's UTF-8 bytes in the file, from its first line's indentation to the
        /// line break after its closing brace.
        public var range: Range<Int>
    }

    public var methods: [Method]

    /// Whether no resolver has two methods of one name: a method is found by its name.
    var namesAreUnique: Bool {
        var seen = Set<MethodName>()
        return methods.allSatisfy { seen.insert(MethodName(resolver: $0.resolver, name: $0.name)).inserted }
    }

    /// A method of the file: its resolver's name and its own.
    struct MethodName: Hashable {
        var resolver: String
        var name: String
    }
}

extension GeneratedLayout {
    /// Runs of methods of one resolver, each run as its resolver's name and its methods'
    /// names, starts and lengths.
    package func write(to writer: inout BinaryWriter) {
        var runs: [ArraySlice<Method>] = []
        var runStart = 0
        for index in methods.indices where index + 1 == methods.count || methods[index + 1].resolver != methods[index].resolver {
            runs.append(methods[runStart...index])
            runStart = index + 1
        }
        writer.write(runs) { writer, run in
            writer.write(run.first!.resolver)
            writer.write(Array(run)) { writer, method in
                writer.write(method.name)
                writer.write(method.range.lowerBound)
                writer.write(method.range.count)
            }
        }
    }

    /// Reads a layout written by `write(to:)`; `nil` when the bytes are not one.
    package init?(from reader: inout BinaryReader) {
        var methods: [Method] = []
        guard reader.readArray({ reader -> Bool? in
            guard let resolver = reader.readString() else { return nil }
            return reader.readArray({ reader -> Bool? in
                guard let name = reader.readString(), let start = reader.readInt(), let count = reader.readInt(),
                      start >= 0, count >= 0, start <= Int.max - count else { return nil }
                methods.append(Method(resolver: resolver, name: name, range: start..<(start + count)))
                return true
            }).map { _ in true }
        }) != nil else { return nil }
        self.methods = methods
    }
}
