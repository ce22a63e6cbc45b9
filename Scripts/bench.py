#!/usr/bin/env python3
"""The benchmark behind `make bench`: one table per run, each figure next to its anchor.

1. End-to-end generation on synthetic projects (Scripts/synthesize-project.py) of N injectable
   types: cold (no cache; the sizes take turns, after one warm-up run each), re-run with
   nothing changed, re-run with one file changed; each run starts once what the previous
   one wrote is on disk. Wall time, CPU time (user + sys) and peak
   resident memory of the dikitgen process, as the median (and range) of BENCH_RUNS runs;
   then the growth exponent between sizes.
2. Parse throughput of `dikitgen dump-declarations` over the real-world corpus
   (Scripts/extract-corpus.sh), next to the time to read the same files (`cat`) and, when
   Tools/DeclarationOracle is built in .build-oracle, swift-syntax's time on them.

Environment: DIKITGEN (the binary; default: the release build), BENCH_RUNS (default 5),
BENCH_SIZES (default 1000,10000,100000), BENCH_SEED (default 1), BENCH_CORPUS (0 skips
part 2), ORACLE (the declaration-oracle binary; default: .build-oracle's release build).
Everything it writes goes to .build-bench/.
"""

import math
import os
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
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read().decode(errors="replace")
    process.stderr.close()
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
    between sizes with it; then each size is re-run unchanged and with one file changed."""
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
        # One file changed: a function body in the middle of the project, so the file is
        # parsed again and everything downstream runs; the generated code stays the same.
        edited = sorted(f for f in files if os.path.basename(f).startswith("Types"))
        edited = edited[len(edited) // 2]
        original = open(edited, "rb").read()
        changed = []
        try:
            for index in range(runs):
                with open(edited, "wb") as file:
                    file.write(original.replace(b"{ not a brace }", f"{{ edit {index} }}".encode()))
                changed.append(settled_run(command))
        finally:
            with open(edited, "wb") as file:
                file.write(original)
        results.append({
            "size": project["size"], "files": len(files), "source_bytes": sum(os.path.getsize(f) for f in files),
            "output_bytes": os.path.getsize(project["output"]),
            "cold": cold_samples[project["size"]], "unchanged": unchanged, "changed": changed,
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


# MARK: - Report

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
    load_after = os.getloadavg()

    print()
    print(f"dikitgen benchmark: {os.cpu_count()} cores, median (min-max) of {runs} runs, seconds; "
          f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after")
    print()
    print("| types | files | MB in | MB out | cold wall | cold CPU | cold peak MiB "
          "| unchanged wall | unchanged CPU | unchanged/cold | 1 file changed wall | changed CPU | changed/cold |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for result in generation:
        cold_wall = summary(result["cold"], "wall")[0]
        print(f"| {result['size']:,} | {result['files']:,} | {result['source_bytes'] / 1e6:.1f} "
              f"| {result['output_bytes'] / 1e6:.1f} | {seconds(result['cold'])} | {seconds(result['cold'], 'cpu')} "
              f"| {mebibytes(result['cold'])} | {seconds(result['unchanged'])} | {seconds(result['unchanged'], 'cpu')} "
              f"| {100 * summary(result['unchanged'], 'wall')[0] / cold_wall:.0f}% "
              f"| {seconds(result['changed'])} | {seconds(result['changed'], 'cpu')} "
              f"| {100 * summary(result['changed'], 'wall')[0] / cold_wall:.0f}% |")
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


if __name__ == "__main__":
    main()
