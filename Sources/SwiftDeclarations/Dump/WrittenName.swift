/// A name as Swift source must write it: the parser keeps names without their backticks
/// (`` `class` `` is `class`), so a name that is a reserved word gets them back.
enum WrittenName {
    /// A declared name (a type, a function, a property, a parameter's internal name): in
    /// backticks when it is a reserved word.
    static func declared(_ name: String) -> String {
        guard let keyword = Keyword(spelling: name), keyword.isReserved, keyword != .wildcard else { return name }
        return "`\(name)`"
    }

    /// An argument label, or a parameter's lone name: every word may be one but `inout`,
    /// `var` and `let`.
    static func argumentLabel(_ label: String) -> String {
        label == "inout" || label == "var" || label == "let" ? "`\(label)`" : label
    }
}
