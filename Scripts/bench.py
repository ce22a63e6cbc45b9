#!/usr/bin/env python3
"""The benchmark behind `make bench`: one table per run, each figure next to its anchor.

1. End-to-end generation on synthetic projects (Scripts/synthesize-project.py) of N injectable
   types: cold (no cache; the sizes take turns, after one warm-up run each), re-run with
   nothing changed, re-run with one file's function body edited, and with one declaration
   edited (a stored property renamed), then with --verbose unchanged and with a body edited
   and lines put above it (its notes, cached with the code, move); each run starts once what
   the previous one wrote is on disk. Wall time, CPU time (user + sys) and peak
   resident memory of the dikitgen process, as the median (and range) of BENCH_RUNS runs;
   then the growth exponent between sizes.
2. Parse throughput of `dikitgen dump-declarations` over the real-world corpus
   (Scripts/extract-corpus.sh), next to the time to read the same files (`cat`) and, when
   Tools/DeclarationOracle is built in .build-oracle, swift-syntax's time on them.

3. Per-module generation of a synthetic modular app (Scripts/synthesize-modular-project.py,
   BENCH_MODULES modules of BENCH_MODULE_TYPES types): (a) one run over all the modules'
   sources read as one module, as before modules (median of BENCH_RUNS); (b) one run per
   module in topological order, each given its own directory and, with `--dependency`, the
   sources of every module it depends on, as the SwiftPM plugin runs it (BENCH_MODULAR_RUNS
   times, default once: it takes minutes at 200 modules): the sum of the runs' wall and CPU
   times, the largest run, and its phases (`--verbose`); (c) the same, each module writing
   its summary and given its dependencies' summaries in place of their sources (when the
   binary has `--emit-summary`), which must generate the same bytes as (b); then each over
   (a). All runs `--no-cache`.

4. The generated code's compile time: the synthetic projects of BENCH_COMPILE_SIZES types
   type-checked by `swiftc -typecheck -wmo -swift-version 6` (one frontend) against the DIKit
   runtime's module, without and with the generated file, taking turns, BENCH_COMPILE_RUNS
   times each: CPU and wall medians, and what the generated file adds, against the module's
   own type-check time. Each turn also times every function body of a third compile with
   the generated file (`-debug-time-function-bodies`): the generated file's bodies against
   the module's own, a ratio measured within one run, which the machine's speed between runs
   does not move, and the generated bodies' time per type and their median body, the medians
   of the turns (one run moves by up to 10%).
   Where valgrind is installed, the same two compiles of the sizes up to
   BENCH_COMPILE_INSTRUCTIONS_MAX (default 1000) are also counted in instructions
   (callgrind), a figure that moves by well under a percent between runs. The generated
   bodies' time per type is compared between the first and the last size, as seconds and as
   their share of the module's own bodies.

5. Debug builds with the generated code as one file and split into BENCH_SPLIT_FILES
   (default 8; `--output-files`), on the projects of BENCH_DEBUG_SIZES types (default 10000;
   empty skips part 5): a clean incremental debug compile (`swiftc -incremental
   -enable-batch-mode -j<cores> -Onone -g -c`, as SwiftPM's debug build compiles a module),
   then BENCH_DEBUG_RUNS times (default 3) one type's `Dependency` edited, dikitgen run
   again and the module rebuilt: wall and CPU time, and the object files each build wrote.

Environment: DIKITGEN (the binary; default: the release build), BENCH_RUNS (default 5),
BENCH_SIZES (default 1000,10000,100000), BENCH_SEED (default 1), BENCH_CORPUS (0 skips
part 2), ORACLE (the declaration-oracle binary; default: .build-oracle's release build),
BENCH_MODULAR (0 skips part 3), BENCH_MODULES (default 200; a comma-separated list measures
each), BENCH_MODULE_TYPES (default 50), BENCH_MODULAR_RUNS (default 1), BENCH_COMPILE_SIZES
(default 1000,10000; empty skips part 4), BENCH_COMPILE_RUNS (default 3), BENCH_COMPILE_INSTRUCTIONS_MAX
(default 1000; 0 counts none), BENCH_DEBUG_SIZES, BENCH_SPLIT_FILES, BENCH_DEBUG_RUNS, SWIFTC
(default swiftc).
Everything it writes goes to .build-bench/.
"""

import json
import math
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, ".build-bench")
CORPUS = os.path.join(ROOT, ".build-corpus", "repos")


class Sample:
    def __init__(self, wall, cpu, peak_bytes):
        self.wall, self.cpu, self.peak_bytes = wall, cpu, peak_bytes


def run(command, cwd=None, stdout=subprocess.DEVNULL, stdin=None):
    """Runs `command` once; returns its wall time, CPU time and peak RSS (from wait4)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=stdout, stderr=subprocess.PIPE, stdin=stdin)
    # Read to the end before waiting: a run that prints more than the pipe holds (--verbose's
    # notes) would otherwise wait for a reader forever.
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited with {process.returncode}:\n{errors[-2000:]}")
    # ru_maxrss is in kilobytes on Linux.
    return Sample(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)


def summary(samples, field):
    values = sorted(getattr(sample, field) for sample in samples)
    return statistics.median(values), values[0], values[-1]


def seconds(samples, field="wall"):
    median, low, high = summary(samples, field)
    if len(samples) == 1:
        return f"{median:.3f}"
    return f"{median:.3f} ({low:.3f}-{high:.3f})"


def mebibytes(samples):
    median, _, _ = summary(samples, "peak_bytes")
    return f"{median / 2**20:.0f}"


# MARK: - Generation

def synthetic_project(size, seed):
    """The project of `size` types, written once per (size, seed, generator script)."""
    script = os.path.join(ROOT, "Scripts", "synthesize-project.py")
    directory = os.path.join(BENCH, "projects", f"{size}-seed{seed}")
    stamp = f"{size} {seed} {os.path.getmtime(script)} {os.path.getsize(script)}"
    stamp_path = directory + ".stamp"
    if not (os.path.exists(stamp_path) and open(stamp_path).read() == stamp):
        subprocess.run([sys.executable, script, directory, "--types", str(size), "--seed", str(seed)], check=True)
        with open(stamp_path, "w") as file:
            file.write(stamp)
    return directory


def supports_cache(dikitgen):
    return "--cache-path" in subprocess.run([dikitgen, "generate", "--help"], capture_output=True, text=True).stdout


def bench_generation(dikitgen, sizes, seed, runs, has_cache):
    """Cold runs of every size take turns, run after run, so that a machine that speeds up
    or slows down during the benchmark moves every size alike, and the growth exponent
    between sizes with it; then each size is re-run unchanged, with a function body edited
    and with a declaration edited, in one file in the middle of the project."""
    projects = []
    for size in sizes:
        project = synthetic_project(size, seed)
        sources = os.path.join(project, "Sources")
        output = os.path.join(project, "Resolver.generated.swift")
        cache = os.path.join(BENCH, "cache", f"{size}-seed{seed}")
        command = [dikitgen, sources, "--output", output]
        if has_cache:
            command += ["--cache-path", cache]
        files = [os.path.join(d, f) for d, _, names in os.walk(sources) for f in names if f.endswith(".swift")]
        projects.append({"size": size, "output": output, "cache": cache, "command": command, "files": files})

    def settled_run(command):
        # A run writes up to 100 MB (cache and output): the kernel writes them out to disk
        # after the run ends. That is finished first, so no run pays for the one before it.
        os.sync()
        return run(command)

    def cold(project):
        shutil.rmtree(project["cache"], ignore_errors=True)
        if os.path.exists(project["output"]):
            os.remove(project["output"])
        return settled_run(project["command"])

    for project in projects:
        cold(project)  # warm-up: the page cache holds the project's files for every timed run
    cold_samples = {project["size"]: [] for project in projects}
    for _ in range(runs):
        for project in projects:
            cold_samples[project["size"]].append(cold(project))

    results = []
    for project in projects:
        command, files = project["command"], project["files"]
        # The last cold run left this size's cache and output.
        unchanged = [settled_run(command) for _ in range(runs)]
        # One file edited in the middle of the project: a function body (the file is parsed
        # again; its declarations, and so the generated code, stay the same), then a
        # declaration (a stored property of a `Dependency` renamed: the code changes).
        edited = sorted(f for f in files if os.path.basename(f).startswith("Types"))
        edited = edited[len(edited) // 2]
        original = open(edited, "rb").read()

        def edited_runs(edit, command=command):
            if edit(0) == original:
                sys.exit(f"bench: {edited} has nothing to edit")
            samples = []
            try:
                for index in range(runs):
                    with open(edited, "wb") as file:
                        file.write(edit(index))
                    samples.append(settled_run(command))
            finally:
                with open(edited, "wb") as file:
                    file.write(original)
            return samples

        changed = edited_runs(lambda index: original.replace(b"{ not a brace }", f"{{ edit {index} }}".encode()))
        declaration_changed = edited_runs(lambda index: original.replace(b"let dependency0:", f"let renamed{index}:".encode(), 1))
        # With --verbose, a run prints a note per call-site parameter: the result is cached with
        # its diagnostics, and an edit that moves the file's lines moves them too.
        verbose_runs = {}
        if has_cache:
            verbose = command + ["--verbose"]
            settled_run(verbose)  # the cache of --verbose's result
            verbose_runs["verbose_unchanged"] = [settled_run(verbose) for _ in range(runs)]
            verbose_runs["verbose_changed"] = edited_runs(
                lambda index: b"// moved\n" * (index + 1)
                + original.replace(b"{ not a brace }", f"{{ edit {index} }}".encode()), verbose
            )
        settled_run(command)  # the cache as the project is again
        results.append({
            "size": project["size"], "files": len(files), "source_bytes": sum(os.path.getsize(f) for f in files),
            "output_bytes": os.path.getsize(project["output"]),
            "cold": cold_samples[project["size"]], "unchanged": unchanged, "changed": changed,
            "declaration_changed": declaration_changed, **verbose_runs,
        })
    return results


# MARK: - Parse throughput

def corpus_files():
    files = []
    for directory, _, names in os.walk(CORPUS):
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith(".swift") and os.path.isfile(path) and not os.path.islink(path):
                files.append(path)
    return sorted(files)


def bench_parsing(dikitgen, oracle, runs):
    files = corpus_files()
    total = sum(os.path.getsize(f) for f in files)
    listing = os.path.join(BENCH, "corpus-files.txt")
    with open(listing, "wb") as file:
        file.write(b"\0".join(f.encode() for f in files))
    tools = [("raw read (cat)", ["sh", "-c", f"xargs -0 cat < '{listing}'"])]
    tools.append(("dikitgen dump-declarations", [dikitgen, "dump-declarations", CORPUS]))
    if oracle:
        tools.append(("swift-syntax (declaration-oracle)", [oracle, CORPUS]))
    for _, command in tools:
        run(command)  # warm-up: the page cache, the dynamic loader
    # The tools take turns, run after run, so that a machine that speeds up or slows down
    # during the benchmark moves every figure alike, not the one that ran at that moment.
    results = {name: [] for name, _ in tools}
    for _ in range(runs):
        for name, command in tools:
            results[name].append(run(command))
    return len(files), total, results


# MARK: - Modular generation

def modular_project(modules, types, seed):
    """The modular app of `modules` x `types`, written once per (sizes, seed, generator script);
    returns its directory and its modules.json."""
    script = os.path.join(ROOT, "Scripts", "synthesize-modular-project.py")
    directory = os.path.join(BENCH, "modular", f"{modules}x{types}-seed{seed}")
    stamp = f"{modules} {types} {seed} {os.path.getmtime(script)} {os.path.getsize(script)}"
    stamp_path = directory + ".stamp"
    if not (os.path.exists(stamp_path) and open(stamp_path).read() == stamp):
        subprocess.run([sys.executable, script, directory, "--modules", str(modules), "--types", str(types),
                        "--seed", str(seed)], check=True)
        with open(stamp_path, "w") as file:
            file.write(stamp)
    with open(os.path.join(directory, "modules.json")) as file:
        return directory, json.load(file)


def generate_help(dikitgen):
    return subprocess.run([dikitgen, "generate", "--help"], capture_output=True, text=True).stdout


def source_arguments(project):
    """(b): each module is given the sources of every module it depends on, directly or not,
    one `--dependency` each, as the SwiftPM plugin gives them when no summary is used."""
    def arguments(module):
        return [argument for dependency in module["transitive"]
                for argument in ("--dependency", f"{dependency}={os.path.join(project, 'Modules', dependency)}")]
    return arguments


def summary_arguments(project):
    """(c): each module writes its summary (`--module`, `--emit-summary`), and is given the
    summary of every module it depends on (`--summary`, one per module, directly or not) in
    place of their sources, as a hermetic build (Bazel) would; the summaries of the run
    before are removed first."""
    summaries = os.path.join(project, "Summaries")
    shutil.rmtree(summaries, ignore_errors=True)
    os.makedirs(summaries)

    def path(name):
        return os.path.join(summaries, f"{name}.dikitsummary")

    def arguments(module):
        own = ["--module", module["name"], "--emit-summary", path(module["name"])]
        return own + [argument for dependency in module["transitive"] for argument in ("--summary", path(dependency))]
    return arguments


# The per-module rows: a key (the directory of its generated files), a label, a function from
# the project's directory to the function that gives each module's extra arguments (what it is
# told of the modules it depends on; called once per run, so it may clear what the run before
# left), and the option of `dikitgen generate` the row needs (None: any). Every row's
# generated files are compared with the first row's: they must be the same bytes.
PER_MODULE_ROWS = [
    ("sources", "(b) per module, sources", source_arguments, None),
    ("summaries", "(c) per module, summaries", summary_arguments, "--emit-summary"),
]


def per_module_commands(dikitgen, project, listing, key, extra_arguments, no_cache):
    """Each module's command, in topological order: its own directory, its output file, then
    `extra_arguments(module)`."""
    generated = os.path.join(project, "Generated", key)
    os.makedirs(generated, exist_ok=True)
    commands = []
    for module in listing:
        command = [dikitgen, "generate", os.path.join(project, module["path"]),
                   "--output", os.path.join(generated, f"{module['name']}+Resolver.generated.swift")]
        command += no_cache + extra_arguments(module)
        commands.append((module, command))
    return commands


def run_modules(commands):
    """One run of every module's command, in order: the sum of their wall and CPU times, the
    largest peak memory, and the module whose run took the most CPU time."""
    total_wall = total_cpu = 0.0
    peak = 0
    largest = None
    for module, command in commands:
        sample = run(command)
        total_wall += sample.wall
        total_cpu += sample.cpu
        peak = max(peak, sample.peak_bytes)
        if largest is None or sample.cpu > largest[1].cpu:
            largest = (module, sample)
    return {"wall": total_wall, "cpu": total_cpu, "peak_bytes": peak, "largest": largest}


def phases(command):
    """The `dikitgen: <phase>: ...` lines of one `--verbose` run of `command`."""
    result = subprocess.run(command + ["--verbose"], capture_output=True, text=True)
    return [line[len("dikitgen: "):] for line in result.stderr.splitlines() if line.startswith("dikitgen: ")]


def directory_bytes(directory):
    return {name: open(os.path.join(directory, name), "rb").read() for name in sorted(os.listdir(directory))}


def bench_modular(dikitgen, modules, types, seed, runs, modular_runs, has_cache):
    project, listing = modular_project(modules, types, seed)
    no_cache = ["--no-cache"] if has_cache else []
    help_text = generate_help(dikitgen)
    sources = os.path.join(project, "Modules")
    files = [os.path.join(d, f) for d, _, names in os.walk(sources) for f in names if f.endswith(".swift")]
    for path in files:
        with open(path, "rb") as file:  # warm-up: the page cache holds the sources
            file.read()
    one_output = os.path.join(project, "All.generated.swift")
    one_run = [dikitgen, sources, "--output", one_output] + no_cache
    one = []
    for _ in range(runs):
        os.sync()
        one.append(run(one_run))
    shutil.rmtree(os.path.join(project, "Generated"), ignore_errors=True)
    rows = []
    for key, label, arguments, option in PER_MODULE_ROWS:
        if option and option not in help_text:
            continue
        samples = []
        for _ in range(modular_runs):
            commands = per_module_commands(dikitgen, project, listing, key, arguments(project), no_cache)
            os.sync()
            samples.append(run_modules(commands))
        samples.sort(key=lambda sample: sample["wall"])
        median = samples[len(samples) // 2]
        module, _ = median["largest"]
        largest_command = next(command for candidate, command in commands if candidate is module)
        output = directory_bytes(os.path.join(project, "Generated", key))
        rows.append({"key": key, "label": label, "samples": samples, "median": median,
                     "phases": phases(largest_command), "output": output,
                     "output_bytes": sum(len(content) for content in output.values())})
    for row in rows[1:]:
        row["differing"] = [name for name, content in rows[0]["output"].items() if row["output"].get(name) != content]
    transitive = [len(module["transitive"]) for module in listing]
    return {
        "modules": modules, "types": types, "files": len(files),
        "source_bytes": sum(os.path.getsize(f) for f in files),
        "mean_transitive": sum(transitive) / len(transitive), "max_transitive": max(transitive),
        "one_output_bytes": os.path.getsize(one_output),
        "one": one, "rows": rows, "runs": runs, "modular_runs": modular_runs,
    }


def print_modular(result):
    one_wall, one_cpu = summary(result["one"], "wall")[0], summary(result["one"], "cpu")[0]
    print()
    print(f"Modular app: {result['modules']} modules of {result['types']} types, {result['files']:,} files, "
          f"{result['source_bytes'] / 1e6:.1f} MB; a module depends on {result['mean_transitive']:.1f} "
          f"modules on average (at most {result['max_transitive']}), directly or not. "
          f"(a): median (min-max) of {result['runs']} runs; per module: "
          f"{'median of ' + str(result['modular_runs']) + ' runs' if result['modular_runs'] > 1 else 'one run'}, "
          f"sums over the modules (peak: the largest); seconds")
    print()
    print("| run | wall | CPU | peak MiB | MB out | largest module CPU | /(a) wall | /(a) CPU |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print(f"| (a) one run over all sources | {seconds(result['one'])} | {seconds(result['one'], 'cpu')} "
          f"| {mebibytes(result['one'])} | {result['one_output_bytes'] / 1e6:.1f} | | | |")
    for row in result["rows"]:
        median = row["median"]
        module, largest = median["largest"]
        print(f"| {row['label']} | {median['wall']:.3f} | {median['cpu']:.3f} "
              f"| {median['peak_bytes'] / 2**20:.0f} | {row['output_bytes'] / 1e6:.1f} "
              f"| {largest.cpu:.3f} ({module['name']}, {len(module['transitive'])} dependencies) "
              f"| {median['wall'] / one_wall:.2f} | {median['cpu'] / one_cpu:.2f} |")
    for row in result["rows"]:
        module, _ = row["median"]["largest"]
        print(f"\n{row['label']}: phases of {module['name']}'s run (--verbose):")
        for line in row["phases"]:
            print(f"    {line}")
    for row in result["rows"][1:]:
        if row["differing"]:
            print(f"\nwarning: {row['label']} generated other code than {result['rows'][0]['label']} for "
                  f"{len(row['differing'])} modules: {', '.join(row['differing'][:10])}")
        else:
            print(f"\n{row['label']}: the same generated code as {result['rows'][0]['label']}, module for module")


# MARK: - Report

# MARK: - Compile time of the generated code

def runtime_module():
    """The DIKit runtime's module, built once per run with swiftc into .build-bench/runtime."""
    directory = os.path.join(BENCH, "runtime")
    os.makedirs(directory, exist_ok=True)
    sources = sorted(os.path.join(ROOT, "Sources", "DIKit", name)
                     for name in os.listdir(os.path.join(ROOT, "Sources", "DIKit")) if name.endswith(".swift"))
    run([os.environ.get("SWIFTC", "swiftc"), "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "DIKit",
         "-emit-module-path", os.path.join(directory, "DIKit.swiftmodule")] + sources)
    return directory


def bench_compile_time(dikitgen, sizes, seed, runs):
    """Type-check time of each synthetic project without and with its generated file."""
    runtime = runtime_module()
    results = []
    for size in sizes:
        project = synthetic_project(size, seed)
        generated = os.path.join(BENCH, "compile", f"{size}-seed{seed}", "Resolver.generated.swift")
        os.makedirs(os.path.dirname(generated), exist_ok=True)
        run([dikitgen, os.path.join(project, "Sources"), "--no-cache", "--output", generated])
        sources = sorted(os.path.join(directory, name) for directory, _, names in os.walk(os.path.join(project, "Sources"))
                         for name in names if name.endswith(".swift"))
        command = [os.environ.get("SWIFTC", "swiftc"), "-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6",
                   "-module-name", "App", "-I", runtime]
        without, with_generated, body_runs = [], [], []
        # Taking turns: a change in the machine's load weighs on all three alike.
        for _ in range(runs):
            without.append(run(command + sources))
            with_generated.append(run(command + sources + [generated]))
            body_runs.append(function_body_times(command + sources + [generated], generated))
        bodies = {key: statistics.median(times[key] for times in body_runs) for key in body_runs[0]}
        instructions = None
        if size <= int(os.environ.get("BENCH_COMPILE_INSTRUCTIONS_MAX", "1000")) and shutil.which("valgrind"):
            instructions = frontend_instructions([command + sources, command + sources + [generated]])
        results.append({"size": size, "without": without, "with": with_generated, "bodies": bodies,
                        "instructions": instructions, "generated_bytes": os.path.getsize(generated)})
    return results


def frontend_instructions(commands):
    """The instructions each command's compiler frontend executes, counted by callgrind, the
    commands running side by side: a count that, unlike CPU time on a shared machine, does not
    move between runs, so a change of a percent or two in the generated code shows. About 50
    times as slow as the compile itself."""
    processes = []
    for command in commands:
        # `-###` prints the frontend job the driver would run: one, with `-wmo`.
        frontend = subprocess.run(command + ["-###"], capture_output=True, text=True, check=True).stdout.splitlines()[0]
        processes.append(subprocess.Popen(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
                                          + shlex.split(frontend), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                          text=True))
    counts = []
    for process in processes:
        errors = process.communicate()[1]
        collected = [line for line in errors.splitlines() if "Collected :" in line]
        if process.returncode != 0 or not collected:
            sys.exit(f"error: valgrind exited with {process.returncode}:\n{errors[-2000:]}")
        counts.append(int(collected[-1].split(":")[-1]))
    return counts


def function_body_times(command, generated):
    """The type-check time of the generated file's function bodies and of the module's own, in
    seconds, from one run (`-debug-time-function-bodies`): a ratio that the machine's speed,
    which moves between runs, does not move; and the generated file's median body."""
    process = subprocess.run(command + ["-Xfrontend", "-debug-time-function-bodies"], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    if process.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited with {process.returncode}:\n{process.stdout[-2000:]}")
    generated_bodies, own = [], 0.0
    for line in process.stdout.splitlines():
        # `0.42ms\t<file>:<line>:<column>\t<declaration>`
        fields = line.split("\t")
        if len(fields) < 3 or not fields[0].endswith("ms"):
            continue
        path = fields[1].rsplit(":", 2)[0]
        if os.path.abspath(path) == os.path.abspath(generated):
            generated_bodies.append(float(fields[0][:-2]) / 1000)
        else:
            own += float(fields[0][:-2]) / 1000
    return {"generated": sum(generated_bodies), "own": own, "median_body": statistics.median(generated_bodies)}


def print_compile_time(results):
    print()
    print("Compile time of the generated code: `swiftc -typecheck -wmo -swift-version 6` of the synthetic project, "
          "without and with its generated file; seconds")
    print()
    print("| types | generated KB | without: wall | without: CPU | with: wall | with: CPU | added CPU | added / module's own "
          "| generated bodies | own bodies | generated / own bodies | generated bodies per type, µs | median body, µs |")
    print("| ---: " * 13 + "|")
    for result in results:
        bodies = result["bodies"]
        own = summary(result["without"], "cpu")[0]
        added = summary(result["with"], "cpu")[0] - own
        print(f"| {result['size']:,} | {result['generated_bytes'] / 1e3:.0f} | {seconds(result['without'])} "
              f"| {seconds(result['without'], 'cpu')} | {seconds(result['with'])} | {seconds(result['with'], 'cpu')} "
              f"| {added:.3f} | {100 * added / own:.0f}% | {bodies['generated']:.3f} | {bodies['own']:.3f} "
              f"| {100 * bodies['generated'] / max(bodies['own'], 1e-9):.1f}% | {1e6 * bodies['generated'] / result['size']:.0f} "
              f"| {1e6 * bodies['median_body']:.0f} |")
    if len(results) > 1:
        first, last = results[0], results[-1]

        def share(result):
            return result["bodies"]["generated"] / result["bodies"]["own"]

        per_type = [result["bodies"]["generated"] / result["size"] for result in (first, last)]
        print(f"\nper-type type-check cost of the generated bodies, {last['size']:,} types against {first['size']:,}: "
              f"{100 * per_type[1] / per_type[0]:.0f}%; their median body: "
              f"{100 * last['bodies']['median_body'] / first['bodies']['median_body']:.0f}%; the generated bodies' share "
              f"of the module's own (whose cost per type is the clock here that the machine's speed does not move): "
              f"{100 * share(last) / share(first):.0f}%")
    counted = [result for result in results if result["instructions"]]
    if counted:
        print()
        print("The same compiles counted in instructions (callgrind; BENCH_COMPILE_INSTRUCTIONS_MAX types at most, "
              "default 1,000), which do not move with the machine's speed:")
        print()
        print("| types | without | with | added | added / module's own |")
        print("| ---: | ---: | ---: | ---: | ---: |")
        for result in counted:
            without, with_generated = result["instructions"]
            print(f"| {result['size']:,} | {without / 1e6:,.0f}M | {with_generated / 1e6:,.0f}M "
                  f"| {(with_generated - without) / 1e6:,.0f}M | {100 * (with_generated - without) / without:.1f}% |")
    elif results:
        print("\n(instructions not counted: valgrind is not installed, or BENCH_COMPILE_INSTRUCTIONS_MAX is below every size)")


# MARK: - Debug builds of the generated code, one file against several

def debug_build(command, directory, sources):
    """One incremental debug compile (`swiftc -incremental -enable-batch-mode -j<cores>
    -Onone -c`, as SwiftPM's debug build compiles a module) of `sources` into `directory`, whose
    output file map and build record it keeps: the sample, and how many object files it wrote."""
    os.makedirs(directory, exist_ok=True)
    entries = {"": {"swift-dependencies": os.path.join(directory, "module.swiftdeps")}}
    for index, source in enumerate(sources):
        entries[source] = {"object": os.path.join(directory, f"{index}.o"),
                           "swift-dependencies": os.path.join(directory, f"{index}.swiftdeps")}
    file_map = os.path.join(directory, "output-file-map.json")
    with open(file_map, "w") as file:
        json.dump(entries, file)
    objects = [entry["object"] for key, entry in entries.items() if key]
    before = {path: os.path.getmtime(path) for path in objects if os.path.exists(path)}
    sample = run(command + ["-output-file-map", file_map] + sources)
    written = sum(1 for path in objects if os.path.exists(path) and before.get(path) != os.path.getmtime(path))
    return sample, written


def bench_debug_build(dikitgen, size, seed, split_files, runs):
    """For the project of `size` types: a clean debug build of its sources with the generated
    code as one file and as `split_files`, then, `runs` times, one type edited (a property of
    its `Dependency` renamed, which changes its generated method), dikitgen run again and the
    module rebuilt incrementally; the two layouts take turns."""
    runtime = runtime_module()
    project = synthetic_project(size, seed)
    sources = sorted(os.path.join(directory, name) for directory, _, names in os.walk(os.path.join(project, "Sources"))
                     for name in names if name.endswith(".swift"))
    command = [os.environ.get("SWIFTC", "swiftc"), "-incremental", "-enable-batch-mode", f"-j{os.cpu_count()}", "-Onone", "-g",
               "-c", "-parse-as-library", "-swift-version", "6", "-module-name", "App", "-I", runtime]
    edited = sorted(path for path in sources if os.path.basename(path).startswith("Types"))
    edited = edited[len(edited) // 2]
    original = open(edited, "rb").read()
    layouts = {}
    for count in (1, split_files):
        directory = os.path.join(BENCH, "debug-build", f"{size}-seed{seed}-{count}")
        shutil.rmtree(directory, ignore_errors=True)
        os.makedirs(directory)
        output = os.path.join(directory, "Generated", "Resolver.generated.swift")
        os.makedirs(os.path.dirname(output))
        generate = [dikitgen, os.path.join(project, "Sources"), "--no-cache", "--output", output, "--output-files", str(count)]
        run(generate)
        generated = [output] if count == 1 else [os.path.join(directory, "Generated", f"Resolver.generated.{n}.swift")
                                                 for n in range(1, count + 1)]
        layouts[count] = {"directory": directory, "generate": generate, "generated": generated,
                          "generated_bytes": sum(os.path.getsize(path) for path in generated)}
    try:
        for layout in layouts.values():
            os.sync()
            layout["clean"], layout["clean_objects"] = debug_build(command, os.path.join(layout["directory"], "objects"),
                                                                   sources + layout["generated"])
            layout["regenerate"], layout["rebuild"], layout["rebuilt_objects"] = [], [], []
        for index in range(runs):
            with open(edited, "wb") as file:
                file.write(original.replace(b"let dependency0:", f"let renamed{index}:".encode(), 1))
            for layout in layouts.values():
                os.sync()
                layout["regenerate"].append(run(layout["generate"]))
                sample, written = debug_build(command, os.path.join(layout["directory"], "objects"), sources + layout["generated"])
                layout["rebuild"].append(sample)
                layout["rebuilt_objects"].append(written)
    finally:
        with open(edited, "wb") as file:
            file.write(original)
    return {"size": size, "sources": len(sources), "layouts": layouts}


def print_debug_build(result):
    print()
    print(f"Debug builds of the {result['size']:,}-type project ({result['sources']:,} source files), the generated code as one "
          f"file and split (--output-files): `swiftc -incremental -enable-batch-mode -j{os.cpu_count()} -Onone -g -c`, as "
          "SwiftPM's debug build compiles a module; a clean build, then one type's `Dependency` edited, dikitgen run again "
          "and the module rebuilt; seconds")
    print()
    print("| generated files | generated KB | clean build: wall | CPU | objects | edit: dikitgen wall | rebuild wall "
          "| rebuild CPU | objects rebuilt | dikitgen + rebuild wall |")
    print("| ---: " * 10 + "|")
    for count, layout in result["layouts"].items():
        total = summary(layout["regenerate"], "wall")[0] + summary(layout["rebuild"], "wall")[0]
        print(f"| {count} | {layout['generated_bytes'] / 1e3:,.0f} | {layout['clean'].wall:.1f} | {layout['clean'].cpu:.1f} "
              f"| {layout['clean_objects']:,} | {seconds(layout['regenerate'])} | {seconds(layout['rebuild'])} "
              f"| {seconds(layout['rebuild'], 'cpu')} | {statistics.median(layout['rebuilt_objects']):.0f} | {total:.2f} |")
    single, split = result["layouts"].values()
    print(f"\nsplit over one file: clean build {100 * split['clean'].wall / single['clean'].wall:.0f}% of the wall time, "
          f"rebuild after the edit {100 * summary(split['rebuild'], 'wall')[0] / summary(single['rebuild'], 'wall')[0]:.0f}%")


def main():
    dikitgen = os.environ.get("DIKITGEN") or os.path.join(ROOT, ".build", "release", "dikitgen")
    runs = int(os.environ.get("BENCH_RUNS", "5"))
    sizes = [int(s) for s in os.environ.get("BENCH_SIZES", "1000,10000,100000").split(",") if s]
    seed = int(os.environ.get("BENCH_SEED", "1"))
    oracle = os.environ.get("ORACLE") or os.path.join(ROOT, ".build-oracle", "release", "declaration-oracle")
    if not os.access(oracle, os.X_OK):
        oracle = None
    os.makedirs(BENCH, exist_ok=True)
    has_cache = supports_cache(dikitgen)
    load_before = os.getloadavg()

    generation = bench_generation(dikitgen, sizes, seed, runs, has_cache) if sizes else []
    parsing = None
    if os.environ.get("BENCH_CORPUS", "1") != "0":
        if not os.path.isdir(CORPUS):
            subprocess.run([os.path.join(ROOT, "Scripts", "extract-corpus.sh")], check=True, stdout=subprocess.DEVNULL)
        parsing = bench_parsing(dikitgen, oracle, runs)
    modular = []
    if os.environ.get("BENCH_MODULAR", "1") != "0":
        if "--dependency" in generate_help(dikitgen):
            module_types = int(os.environ.get("BENCH_MODULE_TYPES", "50"))
            modular_runs = int(os.environ.get("BENCH_MODULAR_RUNS", "1"))
            for modules in [int(m) for m in os.environ.get("BENCH_MODULES", "200").split(",") if m]:
                modular.append(bench_modular(dikitgen, modules, module_types, seed, runs, modular_runs, has_cache))
        else:
            modular = None
    compile_sizes = [int(s) for s in os.environ.get("BENCH_COMPILE_SIZES", "1000,10000").split(",") if s]
    compile_time = bench_compile_time(dikitgen, compile_sizes, seed, int(os.environ.get("BENCH_COMPILE_RUNS", "3")))
    debug_builds = []
    if "--output-files" in generate_help(dikitgen):
        for size in [int(s) for s in os.environ.get("BENCH_DEBUG_SIZES", "10000").split(",") if s]:
            debug_builds.append(bench_debug_build(dikitgen, size, seed, int(os.environ.get("BENCH_SPLIT_FILES", "8")),
                                                  int(os.environ.get("BENCH_DEBUG_RUNS", "3"))))
    else:
        debug_builds = None
    load_after = os.getloadavg()

    print()
    print(f"dikitgen benchmark: {os.cpu_count()} cores, median (min-max) of {runs} runs, seconds; "
          f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
    if generation:
        print()
        print("| types | files | MB in | MB out | cold wall | cold CPU | cold peak MiB "
              "| unchanged wall | unchanged CPU | unchanged/cold | body edited wall | body edited CPU | CPU/cold "
              "| declaration edited wall | declaration edited CPU | CPU/cold |")
        print("| ---: " * 16 + "|")
    for result in generation:
        cold_wall = summary(result["cold"], "wall")[0]
        cold_cpu = summary(result["cold"], "cpu")[0]
        print(f"| {result['size']:,} | {result['files']:,} | {result['source_bytes'] / 1e6:.1f} "
              f"| {result['output_bytes'] / 1e6:.1f} | {seconds(result['cold'])} | {seconds(result['cold'], 'cpu')} "
              f"| {mebibytes(result['cold'])} | {seconds(result['unchanged'])} | {seconds(result['unchanged'], 'cpu')} "
              f"| {100 * summary(result['unchanged'], 'wall')[0] / cold_wall:.0f}% "
              f"| {seconds(result['changed'])} | {seconds(result['changed'], 'cpu')} "
              f"| {100 * summary(result['changed'], 'cpu')[0] / cold_cpu:.0f}% "
              f"| {seconds(result['declaration_changed'])} | {seconds(result['declaration_changed'], 'cpu')} "
              f"| {100 * summary(result['declaration_changed'], 'cpu')[0] / cold_cpu:.0f}% |")
    if generation and has_cache:
        print()
        print("With --verbose (a note per call-site parameter), after the runs above: unchanged, and with a function "
              "body edited and lines put above the file's declarations, which moves its notes.")
        print()
        print("| types | unchanged wall | unchanged CPU | CPU/cold | body edited, lines moved: wall | CPU | CPU/cold |")
        print("| ---: " * 7 + "|")
    for result in generation if has_cache else []:
        cold_cpu = summary(result["cold"], "cpu")[0]
        print(f"| {result['size']:,} | {seconds(result['verbose_unchanged'])} | {seconds(result['verbose_unchanged'], 'cpu')} "
              f"| {100 * summary(result['verbose_unchanged'], 'cpu')[0] / cold_cpu:.0f}% "
              f"| {seconds(result['verbose_changed'])} | {seconds(result['verbose_changed'], 'cpu')} "
              f"| {100 * summary(result['verbose_changed'], 'cpu')[0] / cold_cpu:.0f}% |")
    if not has_cache:
        print("\n(this dikitgen has no cache: the re-runs are cold runs)")
    for smaller, larger in zip(generation, generation[1:]):
        factor = larger["size"] / smaller["size"]
        wall = math.log(summary(larger["cold"], "wall")[0] / summary(smaller["cold"], "wall")[0]) / math.log(factor)
        cpu = math.log(summary(larger["cold"], "cpu")[0] / summary(smaller["cold"], "cpu")[0]) / math.log(factor)
        print(f"\ngrowth {smaller['size']:,} -> {larger['size']:,} types (cold): "
              f"exponent {wall:.2f} in wall time, {cpu:.2f} in CPU time")

    if parsing:
        count, total, results = parsing
        print()
        print(f"Parse throughput over the corpus: {count:,} files, {total / 1e6:.1f} MB")
        print()
        print("| reader | wall | CPU | MB/s | files/s | vs dikitgen |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        ours = summary(results["dikitgen dump-declarations"], "wall")[0]
        for name, samples in results.items():
            wall = summary(samples, "wall")[0]
            relation = "1x" if wall == ours else (f"dikitgen is {wall / ours:.1f}x faster" if wall > ours
                                                    else f"dikitgen takes {ours / wall:.1f}x as long")
            print(f"| {name} | {seconds(samples)} | {seconds(samples, 'cpu')} | {total / 1e6 / wall:.0f} "
                  f"| {count / wall:,.0f} | {relation} |")
        if "swift-syntax (declaration-oracle)" not in results:
            print("\n(swift-syntax not measured: build it with `make differential` or "
                  "`swift build -c release --package-path Tools/DeclarationOracle --scratch-path .build-oracle`)")

    if modular is None:
        print("\n(modular app not measured: this dikitgen has no --dependency)")
    for result in modular or []:
        print_modular(result)

    if compile_time:
        print_compile_time(compile_time)
    if debug_builds is None:
        print("\n(debug builds not measured: this dikitgen has no --output-files)")
    for result in debug_builds or []:
        print_debug_build(result)


if __name__ == "__main__":
    main()
