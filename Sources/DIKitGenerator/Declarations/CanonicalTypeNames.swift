/// Types named with the module that declares each top-level name (`FeatureA::ViewModel`,
/// `App::Greeting`, `String` for a type that was not read): one spelling of one type in
/// every module's run, whatever is visible there. A method's identity is computed over
/// these, so one written in a module's summary means the same in a dependent's run.
///
/// In a run of one unnamed module (no dependency, no `--module`), names are unique and no
/// summary is written: a key is its own canonical name.
struct CanonicalTypeNames {
    private let table: TypeTable
    /// The generated module's name, `--module`; `nil` when not given.
    private let generatedModule: ModuleName?
    private let isIdentity: Bool

    init(table: TypeTable, generatedModule: ModuleName?) {
        self.table = table
        self.generatedModule = generatedModule
        isIdentity = generatedModule == nil && table.modules.isSingleModule
    }

    func canonical(_ key: String) -> String {
        guard !isIdentity else { return key }
        if TypeDescriptionReader.isPlainIdentifier(key) {
            return table.entry(named: key).map { qualified(key, by: $0.module) } ?? key
        }
        return TypeDescriptionReader.read(key).mappingNames { components in
            let first = components[0].name
            if components.count > 1, table.clashingNames.isModuleName(first) {
                // `FeatureA.ViewModel`: keyed with its module already.
                var rest = Array(components.dropFirst())
                rest[0] = TypeDescription.NameComponent("\(first)::\(rest[0].name)", genericArguments: rest[0].genericArguments)
                return .named(rest)
            }
            guard let entry = table.entry(named: first) else { return .named(components) }
            var qualifiedComponents = components
            qualifiedComponents[0] = TypeDescription.NameComponent(
                qualified(first, by: entry.module), genericArguments: components[0].genericArguments
            )
            return .named(qualifiedComponents)
        }.canonicalText
    }

    /// `provider`'s signature with its protocol's canonical name: `Core::CoreResolver.provideAppName()`.
    func canonicalSignature(of provider: ProviderMethod) -> String {
        guard !isIdentity, let open = provider.signature.utf8.firstIndex(of: UInt8(ascii: "(")),
              let dot = provider.signature.utf8[..<open].lastIndex(of: UInt8(ascii: ".")) else { return provider.signature }
        let protocolName = String(provider.signature[..<dot])
        return canonical(protocolName) + provider.signature[dot...]
    }

    private func qualified(_ name: String, by module: ModuleName?) -> String {
        "\((module ?? generatedModule)?.name ?? "")::\(name)"
    }
}
