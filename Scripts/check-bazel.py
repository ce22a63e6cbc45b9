#!/usr/bin/env python3
"""Builds the modular example with Bazel (Examples/ModularApp/BUILD.bazel: one dikitgen
action per module, bazel/dikitgen.bzl) and checks what each build runs, from Bazel's
execution log:

1. a clean build runs every module's dikitgen action, sandboxed, and the program prints
   what `swift run` prints;
2. a second build runs nothing;
3. an edit of a function body in FeatureB (a longer line, no line added, before other
   declarations) runs FeatureB's dikitgen action and no other: its summary keeps its bytes;
4. a public injectable added to FeatureB runs FeatureB's and its dependent's (the app's),
   and no other module's; FeatureB's resolver builds it, and the app's, which inherits the
   method, generates the same bytes (in each of its two files: `output_files = 2`);
5. the same sources in another directory (another machine's checkout) give the same bytes:
   every generated file and summary.

    Scripts/check-bazel.py <dikitgen>

Works on copies in a temporary directory, each with its own Bazel output base, so the
repository is not touched and every build starts clean; no user bazelrc is read (the system
one holds where Debian installed Bazel).
Exits 1 with what differed.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join("Examples", "ModularApp")
# What the example's workspace reads of the repository.
COPIED = ["WORKSPACE", "BUILD.bazel", ".bazelignore", "bazel", os.path.join("Sources", "DIKit"), EXAMPLE]
MODULES = ["Core", "FeatureA", "FeatureB", "ModularApp", "Networking"]
EXPECTED_OUTPUT = """[ModularApp] Hello, Ada!
[ModularApp] profile: GET https://api.example.com/profile (client #1)
[ModularApp] avatar: GET https://api.example.com/avatar?size=64 (client #1)
[ModularApp] settings: theme dark, 2 stored settings
one HTTPClient: true
another resolver, another HTTPClient: true
"""
FEATURE_B = os.path.join(EXAMPLE, "Features", "Sources", "FeatureB", "ViewModel.swift")
ADDED_INJECTABLE = """
/// Added by Scripts/check-bazel.py: a new public injectable of FeatureB.
public struct Clock: Injectable {
    public struct Dependency {
        public init() {}
    }

    public init(dependency: Dependency) {}
}
"""

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAILED: " + message, file=sys.stderr)


def copy_workspace(destination, dikitgen):
    """The files of the repository the example reads, tracked or new, and dikitgen."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--"] + COPIED,
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout.split("\n")
    for path in filter(None, listed):
        if not os.path.exists(os.path.join(ROOT, path)):
            continue
        target = os.path.join(destination, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, path), target)
    tool = os.path.join(destination, ".build", "release", "dikitgen")
    os.makedirs(os.path.dirname(tool))
    shutil.copy2(dikitgen, tool)


class Workspace:
    def __init__(self, root, output_base):
        self.root = root
        # Outside the copy: the copy is the @dikitgen repository the example reads.
        self.output_base = output_base
        self.builds = 0

    def startup(self):
        return ["bazel", "--output_base=" + self.output_base, "--nohome_rc"]

    def bazel(self, *arguments):
        command = self.startup() + list(arguments)
        result = subprocess.run(command, cwd=os.path.join(self.root, EXAMPLE), capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit("bazel %s failed:\n%s%s" % (" ".join(arguments), result.stdout, result.stderr[-4000:]))
        return result.stdout

    def build(self, *targets):
        """The spawns the build ran: each as its mnemonic, progress message and runner."""
        self.builds += 1
        log = self.output_base + "-execution-%d.json" % self.builds
        self.bazel("build", "--execution_log_json_file=" + log, *targets)
        with open(log) as file:
            text = file.read()
        decoder = json.JSONDecoder()
        spawns, index = [], 0
        while True:
            while index < len(text) and text[index].isspace():
                index += 1
            if index == len(text):
                return spawns
            spawn, index = decoder.raw_decode(text, index)
            spawns.append(spawn)

    def bin(self):
        return self.bazel("info", "bazel-bin").strip()

    def shutdown(self):
        if os.path.isdir(os.path.join(self.root, EXAMPLE)):
            subprocess.run(self.startup() + ["shutdown"], cwd=os.path.join(self.root, EXAMPLE))


def dikitgen_spawns(spawns):
    return [spawn for spawn in spawns if spawn.get("mnemonic") == "Dikitgen"]


def generated_modules(spawns):
    """The modules whose dikitgen action ran, sorted: each writes <Module>_resolvers.dikitsummary."""
    modules = []
    for spawn in dikitgen_spawns(spawns):
        for output in spawn.get("listedOutputs", []):
            name = os.path.basename(output)
            if name.endswith("_resolvers.dikitsummary"):
                modules.append(name[: -len("_resolvers.dikitsummary")])
    return sorted(modules)


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read()


# The app's resolvers are split into two files (`output_files = 2` in its BUILD.bazel).
APP_FILES = ["ModularApp_resolvers.generated.1.swift", "ModularApp_resolvers.generated.2.swift"]


def generated_files(module):
    """The files a module's dikitgen action writes."""
    return APP_FILES if module == "ModularApp" else [module + "_resolvers.generated.swift"]


def outputs(directory):
    """Every generated file and summary in the bin directory, by name."""
    names = [name for module in MODULES for name in generated_files(module) + [module + "_resolvers.dikitsummary"]]
    return {name: read_bytes(os.path.join(directory, name)) for name in names}


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    dikitgen = os.path.abspath(sys.argv[1])
    scratch = tempfile.mkdtemp(prefix="dikitgen-bazel-")
    first = Workspace(os.path.join(scratch, "first"), os.path.join(scratch, "output-first"))
    second = Workspace(os.path.join(scratch, "second-checkout"), os.path.join(scratch, "output-second"))
    try:
        copy_workspace(first.root, dikitgen)
        copy_workspace(second.root, dikitgen)

        spawns = first.build("//:ModularApp")
        check(generated_modules(spawns) == MODULES, "a clean build runs every module's dikitgen action: %s" % generated_modules(spawns))
        runners = {spawn["runner"] for spawn in dikitgen_spawns(spawns)}
        check(runners == {"linux-sandbox"}, "dikitgen's actions run in Bazel's linux-sandbox: %s" % runners)
        program = subprocess.run([os.path.join(first.bin(), "ModularApp")], capture_output=True, text=True)
        check(program.stdout == EXPECTED_OUTPUT, "the program prints what swift run prints:\n" + program.stdout + program.stderr)
        built = outputs(first.bin())

        spawns = first.build("//:ModularApp")
        check(spawns == [], "a second build runs nothing: %s" % [spawn.get("mnemonic") for spawn in spawns])

        # Another directory, as another machine's checkout: the same bytes.
        second.build(*("//:%s_resolvers" % module for module in MODULES))
        elsewhere = outputs(second.bin())
        second.shutdown()
        for name in sorted(built):
            check(built[name] == elsewhere[name], "%s is the same bytes in another checkout" % name)

        # In the first declaration's body: every declaration after it moves by bytes, none
        # off its line and column.
        source = os.path.join(first.root, FEATURE_B)
        with open(source) as file:
            text = file.read()
        edited = text.replace('"settings: theme', '"the settings, with their theme:', 1)
        check(edited != text, "the body edit applies to " + FEATURE_B)
        with open(source, "w") as file:
            file.write(edited)
        spawns = first.build("//:ModularApp")
        check(generated_modules(spawns) == ["FeatureB"], "a body edit runs FeatureB's dikitgen action alone: %s" % generated_modules(spawns))
        summary = "FeatureB_resolvers.dikitsummary"
        check(read_bytes(os.path.join(first.bin(), summary)) == built[summary], "a body edit keeps FeatureB's summary's bytes")

        with open(source, "a") as file:
            file.write(ADDED_INJECTABLE)
        spawns = first.build("//:ModularApp")
        check(
            generated_modules(spawns) == ["FeatureB", "ModularApp"],
            "a new public injectable runs FeatureB's and its dependent's dikitgen actions: %s" % generated_modules(spawns),
        )
        # FeatureB's extension builds it; the app's resolver inherits that method, so its own
        # generated file, run again, keeps its bytes.
        feature = read_bytes(os.path.join(first.bin(), "FeatureB_resolvers.generated.swift")).decode()
        check("func resolveClock()" in feature, "FeatureB's resolver builds its new injectable")
        for app in APP_FILES:
            check(read_bytes(os.path.join(first.bin(), app)) == built[app], "the app's generated %s keeps its bytes" % app)
        check(all(b"func resolve" in built[app] for app in APP_FILES), "each of the app's two files holds methods")
        program = subprocess.run([os.path.join(first.bin(), "ModularApp")], capture_output=True, text=True)
        expected = EXPECTED_OUTPUT.replace("settings: theme", "the settings, with their theme:")
        check(program.stdout == expected, "the program prints what its sources now say:\n" + program.stdout + program.stderr)
    finally:
        first.shutdown()
        second.shutdown()
        subprocess.run(["chmod", "-R", "u+w", scratch])
        shutil.rmtree(scratch, ignore_errors=True)
    if failures:
        sys.exit("%d check(s) failed" % len(failures))
    print("check-bazel: clean, null, body-edit and interface-edit builds ran the expected dikitgen actions; two checkouts, same bytes")


if __name__ == "__main__":
    main()
