#!/usr/bin/env python3
"""Writes a synthetic DIKit project for benchmarks: the same seed and size give the same bytes.

    Scripts/synthesize-project.py OUTPUT_DIRECTORY --types N [--seed S]

The project has N injectable types, 10 per file (Sources/ModuleK/TypesNNNNNN.swift, 100 files
per directory), of all three kinds, and one resolver protocol with providers:

- `Injectable` (60%), `FactoryMethodInjectable` (20%) and `PropertyInjectable` (20%) types,
  each with a nested `struct Dependency` of 0-4 dependencies on earlier types or on types a
  provider returns, so the graph is acyclic and every dependency resolves;
- one type in ten also has call-site parameters (`String`, `Int`, ... with distinct names),
  which nothing provides. DIKit passes a dependency's call-site parameters on to everything
  that depends on it, copying them along every path, so a type with call-site parameters is
  never itself a dependency: that keeps the output linear in N, as real projects are;
- `AppResolver` with one provider per 50 types (`provideServiceK() -> ServiceK`), some of
  them taking a dependency as a parameter.

Bodies, comments and unrelated members are sprinkled in so the parser has real work to skip.
The output directory is replaced.
"""

import argparse
import os
import random
import shutil

from synthetic_types import render_type

TYPES_PER_FILE = 10
FILES_PER_DIRECTORY = 100
CALL_SITE_TYPES = ["String", "Int", "Bool", "Double", "[String]", "URL?"]


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("output", help="directory to (re)create")
    arguments.add_argument("--types", type=int, required=True, help="number of injectable types")
    arguments.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    options = arguments.parse_args()
    write_project(options.output, options.types, random.Random(options.seed))


def type_name(index):
    return f"Component{index}"


def write_project(output, count, rng):
    if os.path.exists(output):
        shutil.rmtree(output)
    sources = os.path.join(output, "Sources")
    os.makedirs(sources)

    provider_count = max(1, count // 50)
    services = [f"Service{k}" for k in range(provider_count)]
    # What a dependency may name: a provided service, or an earlier type that is built by the
    # resolver (not property-injected) and has no call-site parameters.
    dependable = list(services[: max(1, provider_count // 2)])
    providers = []
    for k, service in enumerate(services):
        parameters = []
        # Some providers take a service provided earlier (resolved like a dependency).
        if k >= 2 and k % 3 == 0:
            parameters.append((f"upstream{k}", services[rng.randrange(k // 2)]))
        providers.append((service, parameters))

    file_count = (count + TYPES_PER_FILE - 1) // TYPES_PER_FILE
    for file_index in range(file_count):
        first = file_index * TYPES_PER_FILE
        lines = ["import DIKit", "import Foundation", ""]
        if file_index == 0:
            lines += render_services_and_resolver(providers)
        for index in range(first, min(first + TYPES_PER_FILE, count)):
            roll = rng.random()
            kind = "Injectable" if roll < 0.6 else "FactoryMethodInjectable" if roll < 0.8 else "PropertyInjectable"
            has_call_site = kind != "PropertyInjectable" and rng.random() < 0.1
            dependency_count = rng.randint(0, 4)
            # Distinct targets, so the generated local names are distinct and the output compiles.
            targets = []
            while len(targets) < min(dependency_count, len(dependable)):
                target = dependable[rng.randrange(len(dependable))] if rng.random() < 0.8 \
                    else services[rng.randrange(provider_count)]
                if target not in targets:
                    targets.append(target)
            dependencies = [(f"dependency{slot}", target) for slot, target in enumerate(targets)]
            if has_call_site:
                for slot in range(rng.randint(1, 2)):
                    dependencies.append((f"parameter{index}x{slot}", rng.choice(CALL_SITE_TYPES)))
            lines += render_type(type_name(index), kind, dependencies, rng)
            if kind != "PropertyInjectable" and not has_call_site:
                dependable.append(type_name(index))
        directory = os.path.join(sources, f"Module{file_index // FILES_PER_DIRECTORY}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"Types{file_index:06d}.swift"), "w") as file:
            file.write("\n".join(lines) + "\n")

    # Files that do not mention the library: rejected by the byte scan before parsing.
    for helper in range(max(1, file_count // 20)):
        directory = os.path.join(sources, f"Module{helper * 20 // FILES_PER_DIRECTORY}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, f"Helpers{helper:06d}.swift"), "w") as file:
            file.write(render_helper(helper))


def render_services_and_resolver(providers):
    lines = []
    for service, _ in providers:
        lines += [f"struct {service} {{", "    let identifier: Int", "}", ""]
    lines += ["/// Supplies the services; everything else is generated.", "protocol AppResolver: Resolver {"]
    for service, parameters in providers:
        rendered = ", ".join(f"{name}: {type_}" for name, type_ in parameters)
        lines.append(f"    func provide{service}({rendered}) -> {service}")
    lines += ["}", ""]
    return lines


def render_helper(index):
    return (
        "import Foundation\n\n"
        f"/// Plain code with no dependency injection.\n"
        f"enum Helper{index} {{\n"
        "    static func format(_ values: [Int]) -> String {\n"
        "        values.map { String($0) }.joined(separator: \", \")\n"
        "    }\n"
        "}\n"
    )


if __name__ == "__main__":
    main()
