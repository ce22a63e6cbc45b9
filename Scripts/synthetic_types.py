"""The Swift text of one synthetic injectable type, shared by the project synthesizers
(synthesize-project.py, synthesize-modular-project.py): the same arguments and random
state give the same lines.
"""


def render_type(name, kind, dependencies, rng, public=False):
    """The lines of type `name` of `kind` (`Injectable`, `FactoryMethodInjectable`,
    `PropertyInjectable` or, with `public`, `SharedInstance`), whose `Dependency` holds
    `dependencies` ((property name, type) pairs), followed by members no injection uses.

    `public`: the type, its `Dependency` and what builds them are public, for a module
    other modules read; `Dependency` then has a public initializer, as another module's
    generated code calls it."""
    access = "public " if public else ""
    if kind == "SharedInstance":
        keyword, conformances = "final class", "Injectable, SharedInstance"
    else:
        keyword = "struct" if kind == "Injectable" and rng.random() < 0.5 else "final class"
        conformances = kind
    lines = [f"/// {name}: {conformances}, {len(dependencies)} dependencies.",
             f"{access}{keyword} {name}: {conformances} {{",
             f"    {access}struct Dependency {{"]
    for property_name, property_type in dependencies:
        lines.append(f"        {access}let {property_name}: {property_type}")
    if public and dependencies:
        parameters = ", ".join(f"{n}: {t}" for n, t in dependencies)
        lines += ["", f"        public init({parameters}) {{"]
        for property_name, _ in dependencies:
            lines.append(f"            self.{property_name} = {property_name}")
        lines += ["        }"]
    elif public:
        lines += ["        public init() {}"]
    lines += ["    }", ""]
    if kind == "PropertyInjectable":
        lines += [f"    {access}var dependency: Dependency!", ""]
        if public:
            lines += ["    public init() {}", ""]
    else:
        lines += [f"    {access}let dependency: Dependency", ""]
    if kind in ("Injectable", "SharedInstance"):
        lines += [f"    {access}init(dependency: Dependency) {{", "        self.dependency = dependency", "    }", ""]
    elif kind == "FactoryMethodInjectable":
        lines += [
            "    private init(dependency: Dependency) {",
            "        self.dependency = dependency",
            "    }",
            "",
            f"    {access}static func makeInstance(dependency: Dependency) -> {name} {{",
            f"        {name}(dependency: dependency)",
            "    }",
            "",
        ]
    lines += [
        f"    var summary: String {{ \"{name}: \\(count)\" }}",
        "    private var count: Int { [1, 2, 3].reduce(0) { $0 + $1 } }",
        "",
        "    func describe(prefix: String = \"-\", times: Int = 1) -> [String] {",
        "        (0..<times).map { index in \"\\(prefix) \\(index) { not a brace }\" }",
        "    }",
        "}",
        "",
    ]
    return lines
