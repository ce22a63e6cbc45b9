/// Gives the locals of one generated method names that are valid and distinct from each
/// other and from the method's parameters.
///
/// A dependency's local is named after its type, as DIKit 0.5 names it (`httpClient`),
/// unless that name is taken or the method resolves its type more than once; then it is
/// named after the property (`primaryLogger`), and if that is taken too, numbered
/// (`logger2`). A name that is a reserved word is written in backticks by the renderer.
struct LocalNameAllocator {
    private var used: NameSet

    /// `taken`: the method's parameter names; `localCount`: how many locals it will name
    /// at most.
    init(taken: some Collection<String>, localCount: Int = 0) {
        used = NameSet(taken, capacity: taken.count + localCount)
    }

    /// The local named after a type, as DIKit 0.5 names it: `HTTPClient` → `httpClient`.
    static func typeBasedName(of typeName: String) -> String {
        LocalName.lowercasingFirstWord(of: TypeNameFragment.of(typeName))
    }

    /// The name of an `injectTo` method's instance parameter: named after its type, with
    /// `Instance` added when a call-site parameter has that name.
    static func injectedInstanceName(of typeName: String, parameterNames: some Sequence<String>) -> String {
        let name = typeBasedName(of: typeName)
        return parameterNames.contains(name) ? name + "Instance" : name
    }

    /// A name for a local of the type whose `typeBasedName` is `typeBased`, resolved for
    /// the dependency `property`.
    mutating func name(typeBased: String, property: String, typeIsRepeated: Bool) -> String {
        var candidate = typeIsRepeated ? property : typeBased
        if used.contains(candidate) { candidate = property }
        if used.contains(candidate) {
            var number = 2
            while used.contains("\(typeBased)\(number)") { number += 1 }
            candidate = "\(typeBased)\(number)"
        }
        used.insert(candidate)
        return candidate
    }
}
