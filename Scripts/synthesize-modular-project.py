#!/usr/bin/env python3
"""Writes a synthetic modular DIKit app for benchmarks: the same seed and sizes give the same bytes.

    Scripts/synthesize-modular-project.py OUTPUT_DIRECTORY --modules M --types N [--seed S]

The app has M modules, Modules/M000 ... (one directory each, as a SwiftPM target), in
topological order: module i depends directly on 1-3 earlier modules (module 0 on none), so
every module reaches M000. A dependency slot is the module just before (long chains), one of
the first twentieth of the modules (core modules with a large fan-in) or any earlier module.
OUTPUT_DIRECTORY/modules.json lists the modules in that order:

    [{"name": "M007", "path": "Modules/M007", "dependencies": ["M001", "M004"],
      "transitive": ["M000", "M001", "M002", "M004"]}, ...]

with `transitive` (every module it depends on, directly or not) in topological order too:
what `dikitgen generate Modules/M007 --dependency M000=Modules/M000 ...` must be given.

Each module's files `import DIKit` and each module it depends on directly, and declare:

- N public injectable types, 10 per file (M007Types00.swift, ...), named after their module
  (`M007T12`) so that no two modules share a name: `Injectable` structs and classes (60%),
  `FactoryMethodInjectable` types (20%), `PropertyInjectable` classes (15%) and
  `Injectable, SharedInstance` classes (5%), each with a `public struct Dependency` and its
  public memberwise `init`, of 0-3 dependencies on earlier types of the module, on the
  types its resolver provides, or on public types of a module it depends on directly
  (spelled plainly and named after their type: `let m002T3: M002T3`), all distinct;
- a shared instance needs nothing that only its module's resolver provides: when all the
  modules' sources are read as one (`dikitgen Modules`), every resolver builds every type,
  M000Resolver too, and a kept instance cannot take a call-site parameter;
- one type in ten (not property-injected, not shared) also has call-site parameters
  (`String`, `Int`, ...), which nothing provides; it is never itself a dependency, so the
  generated methods do not pass parameters along chains;
- in M007Resolver.swift, `public protocol M007Resolver: M001Resolver, M004Resolver` (module
  0's: `Resolver`, with `var sharedInstances: SharedInstanceStore { get }`, so shared
  instances work everywhere), with a provider of a plain public struct of the module
  (`func provideM007Config() -> M007Config`) and, in half of the modules, a second one that
  takes the first (`func provideM007Settings(config: M007Config) -> M007Settings`);
- M007Helpers.swift, plain code that does not mention the library (rejected by dikitgen's
  byte scan before parsing).

With `--cross-module-features` (for Scripts/check-modular-project.sh, not the benchmark,
whose single run reads every module as one, where these cannot compile), modules also:

- declare, one in three, a `public struct Common: Injectable`: one name in several modules,
  which a module that depends on such a module spells with the module (`M003.Common`);
- replace, one in three, the binding of a type of a module they depend on with a provider of
  their resolver (`func provideM002T3() -> M002T3`), as a test resolver does: every method
  inherited that builds it must be generated again. A type is replaced in one module at most:
  two resolvers that a third refines would otherwise both provide it (`duplicate-provider`).

With `--mixed-isolation` (for Scripts/check-modular-project.sh too), each module is built, at
random, with `-default-isolation MainActor` or without it: a package under an Xcode 26 app,
or the reverse. Its `dikitgen.json` says which (`{"defaultIsolation": "MainActor"}`), and so
does its entry in modules.json (`"defaultIsolation": "MainActor"`). The choice draws on a
random stream of its own: the sources are those the same seed writes without the option.

Bodies, comments and unrelated members are sprinkled in so the parser has real work to skip.
Every module's generated code compiles (Scripts/check-modular-project.sh). The output
directory is replaced.
"""

import argparse
import json
import os
import random
import shutil

from synthetic_types import render_type

TYPES_PER_FILE = 10
CALL_SITE_TYPES = ["String", "Int", "Bool", "Double", "[String]"]


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("output", help="directory to (re)create")
    arguments.add_argument("--modules", type=int, required=True, help="number of modules")
    arguments.add_argument("--types", type=int, required=True, help="number of injectable types per module")
    arguments.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    arguments.add_argument("--cross-module-features", action="store_true",
                           help="one type name in several modules, and providers that replace another module's bindings")
    arguments.add_argument("--mixed-isolation", action="store_true",
                           help="each module built with -default-isolation MainActor or without, at random")
    options = arguments.parse_args()
    if options.modules < 1 or options.types < 1:
        arguments.error("--modules and --types must be at least 1")
    # Its own stream: drawing from the sources' would change them.
    isolation_rng = random.Random(f"isolation {options.seed}") if options.mixed_isolation else None
    write_project(options.output, options.modules, options.types, random.Random(options.seed), options.cross_module_features,
                  isolation_rng)


def module_name(index):
    return f"M{index:03d}"


def choose_dependencies(index, count, rng):
    """The 1-3 modules that module `index` depends on directly (none for module 0)."""
    if index == 0:
        return []
    wanted = min(index, rng.choice([1, 2, 2, 3]))
    core = max(1, count // 20)
    chosen = []
    while len(chosen) < wanted:
        roll = rng.random()
        if roll < 0.4:
            candidate = index - 1                          # a long chain
        elif roll < 0.7:
            candidate = rng.randrange(min(index, core))    # fan-in to the core modules
        else:
            candidate = rng.randrange(index)
        if candidate not in chosen:
            chosen.append(candidate)
    return sorted(chosen)


def write_project(output, count, types, rng, cross_module, isolation_rng=None):
    if os.path.exists(output):
        shutil.rmtree(output)
    os.makedirs(os.path.join(output, "Modules"))

    direct = []
    transitive = []
    # What other modules may name of each module: its public types that are built by a
    # resolver (not property-injected) and have no call-site parameters, and its providers' types.
    exported = []
    # Whether building each exported name calls a provider other than M000Resolver's.
    local = {}
    # The types whose binding some module's provider replaces.
    replaced = set()
    listing = []
    for index in range(count):
        dependencies = choose_dependencies(index, count, rng)
        closure = set(dependencies)
        for dependency in dependencies:
            closure.update(transitive[dependency])
        direct.append(dependencies)
        transitive.append(sorted(closure))
        exported.append(write_module(output, index, dependencies, exported, local, replaced, types, rng, cross_module))
        name = module_name(index)
        entry = {
            "name": name,
            "path": f"Modules/{name}",
            "dependencies": [module_name(d) for d in dependencies],
            "transitive": [module_name(d) for d in transitive[index]],
        }
        if isolation_rng:
            isolation = "MainActor" if isolation_rng.random() < 0.5 else "nonisolated"
            entry["defaultIsolation"] = isolation
            write_file(os.path.join(output, "Modules", name), "dikitgen.json", [f'{{"defaultIsolation": "{isolation}"}}'])
        listing.append(entry)
    with open(os.path.join(output, "modules.json"), "w") as file:
        json.dump(listing, file, indent=1)
        file.write("\n")


def write_module(output, index, dependencies, exported, local, replaced_anywhere, types, rng, cross_module):
    """Writes module `index`'s files; returns the names other modules may depend on, and
    records in `local` whether building each needs a provider other than M000Resolver's."""
    name = module_name(index)
    # What the direct dependencies export, as this module spells it: `M003.Common`.
    foreign = [f"{module_name(d)}.{target}" if target == "Common" else target for d in dependencies for target in exported[d]]
    # A type of another module whose binding this module's resolver replaces.
    replaced = []
    if cross_module and index > 0 and rng.random() < 1 / 3:
        candidates = [target for target in foreign if "T" in target and "." not in target and target not in replaced_anywhere]
        if candidates:
            replaced = [rng.choice(candidates)]
            replaced_anywhere.update(replaced)
    directory = os.path.join(output, "Modules", name)
    os.makedirs(directory)
    imports = ["import DIKit"] + [f"import {module_name(d)}" for d in dependencies]

    # The resolver and the plain structs its providers return.
    provided = [f"{name}Config"]
    if rng.random() < 0.5:
        provided.append(f"{name}Settings")
    parents = [f"{module_name(d)}Resolver" for d in dependencies] or ["Resolver"]
    lines = imports + [""]
    for struct in provided:
        lines += [
            f"/// Bound by `{name}Resolver`'s provider: not injectable.",
            f"public struct {struct}: Sendable {{",
            "    public let identifier: Int",
            "",
            "    public init(identifier: Int) {",
            "        self.identifier = identifier",
            "    }",
            "}",
            "",
        ]
    lines += [f"/// Module {name}'s resolver: its providers, and what it inherits.",
              f"public protocol {name}Resolver: {', '.join(parents)} {{"]
    if index == 0:
        lines.append("    var sharedInstances: SharedInstanceStore { get }")
    lines.append(f"    func provide{provided[0]}() -> {provided[0]}")
    if len(provided) > 1:
        lines.append(f"    func provide{provided[1]}(config: {provided[0]}) -> {provided[1]}")
    for target in replaced:
        lines.append(f"    /// Replaces {target}'s binding here and in what inherits it.")
        lines.append(f"    func provide{target}() -> {target}")
    lines += ["}", ""]
    if cross_module and index > 0 and index % 3 == 0:
        lines += [
            "/// One name in several modules: elsewhere spelled with this module's name.",
            "public struct Common: Injectable {",
            "    public struct Dependency {",
            "        public init() {}",
            "    }",
            "",
            "    public init(dependency: Dependency) {}",
            "}",
            "",
        ]
    write_file(directory, f"{name}Resolver.swift", lines)

    # What this module's types may depend on: its own (growing) list, and the direct
    # dependencies' exported names.
    own = list(provided)
    for struct in provided:
        local[struct] = index != 0
    if cross_module and index > 0 and index % 3 == 0:
        own.append("Common")
        local["Common"] = local[f"{name}.Common"] = False
    for target in replaced:
        local[target] = True
    for first in range(0, types, TYPES_PER_FILE):
        lines = imports + [""]
        for number in range(first, min(first + TYPES_PER_FILE, types)):
            type_ = f"{name}T{number}"
            roll = rng.random()
            kind = ("Injectable" if roll < 0.6 else "FactoryMethodInjectable" if roll < 0.8
                    else "PropertyInjectable" if roll < 0.95 else "SharedInstance")
            has_call_site = kind in ("Injectable", "FactoryMethodInjectable") and rng.random() < 0.1
            wanted = rng.randint(0, 3)
            # A shared instance needs nothing that only a module's own resolver provides:
            # when all modules are read as one, M000Resolver builds it too, and a kept
            # instance cannot take a call-site parameter (shared-instance-parameter).
            shared = kind == "SharedInstance"
            if number == 0 and not shared:
                wanted = max(wanted, 1)  # the first type needs the module's Config
            targets = [provided[0]] if number == 0 and not shared else []
            attempts = 0
            while len(targets) < wanted and attempts < 20:
                attempts += 1
                pool = foreign if foreign and rng.random() < 0.4 else own
                target = pool[rng.randrange(len(pool))]
                if target not in targets and not (shared and local[target]):
                    targets.append(target)
            # Each property is named after its type (`m002T3: M002T3`), as people write
            # them: when all modules are read as one, a call-site parameter that a resolver
            # cannot provide (another module's Config) has one name for one type.
            properties = [(target[0].lower() + target[1:].replace(".", ""), target) for target in targets]
            if has_call_site:
                for slot in range(rng.randint(1, 2)):
                    properties.append((f"{type_[0].lower() + type_[1:]}Parameter{slot}",
                                          rng.choice(CALL_SITE_TYPES)))
            lines += render_type(type_, kind, properties, rng, public=True)
            if kind != "PropertyInjectable" and not has_call_site:
                own.append(type_)
                local[type_] = any(local[target] for target in targets)
        write_file(directory, f"{name}Types{first // TYPES_PER_FILE:02d}.swift", lines)

    write_file(directory, f"{name}Helpers.swift", render_helper(name))
    return own


def write_file(directory, file_name, lines):
    with open(os.path.join(directory, file_name), "w") as file:
        file.write("\n".join(lines) + "\n")


def render_helper(name):
    return [
        f"/// Plain code with no dependency injection.",
        f"enum {name}Helper {{",
        "    static func format(_ values: [Int]) -> String {",
        "        values.map { String($0) }.joined(separator: \", \")",
        "    }",
        "}",
    ]


if __name__ == "__main__":
    main()
