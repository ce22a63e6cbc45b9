#!/usr/bin/env python3
"""Summarises `swift package benchmark`'s text output for make bench-runtime: for each case,
the median time and allocations of the generated code, of the same wiring written by hand
(the anchor) and of Swinject, side by side, with the generated code's cost against the
anchor's. A benchmark is named "<case>: <variant>", the variant starting with "generated",
"hand-written" or "Swinject" ("generated, IsolatedInstanceStore" is a row of its own); the figures are per operation (the '*' rows, scaled).

Usage: bench-runtime-summary.py OUTPUT.txt
"""
import re
import sys

VARIANTS = ("generated", "hand-written", "Swinject")


def medians(text):
    """{benchmark name: {"time": p50 ns, "mallocs": p50}} from the text tables."""
    results, name = {}, None
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.startswith("╒") and index > 0:
            name = lines[index - 1].strip()
            results[name] = {}
        elif name and line.startswith("│"):
            cells = [cell.strip() for cell in line.strip("│").split("│")]
            if cells[0].startswith("Time (wall clock)"):
                results[name]["time"] = int(cells[3].replace(",", ""))
                results[name]["unit"] = re.search(r"\((\w+)\)", cells[0]).group(1)
            elif cells[0].startswith("Malloc (total)"):
                results[name]["mallocs"] = int(cells[3].replace(",", ""))
    return results


def main():
    results = medians(open(sys.argv[1], encoding="utf-8").read())
    cases = {}
    for name, figures in results.items():
        case, _, variant = name.rpartition(": ")
        kind = next((v for v in VARIANTS if variant.startswith(v)), None)
        if case and kind and "time" in figures:
            # "generated, IsolatedInstanceStore": another generated variant, a row of its own.
            key = variant if kind == "generated" else kind
            cases.setdefault(case, {})[key] = figures
    print("\nMedians per operation (p50); allocations per operation in parentheses:\n")
    print("| case | generated | hand-written | Swinject | generated ÷ hand-written |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for case, variants in cases.items():
        def cell(figures):
            if not figures:
                return "-"
            return f"{figures['time']:,} {figures['unit']} ({figures.get('mallocs', '?')})"
        anchor = variants.get("hand-written")
        for variant in sorted(key for key in variants if key.startswith("generated")):
            generated = variants[variant]
            ratio = f"{generated['time'] / anchor['time']:.2f}" if anchor and anchor["time"] else "-"
            suffix = variant[len("generated, "):]
            label = f"{case} ({suffix})" if suffix else case
            print(f"| {label} | {cell(generated)} | {cell(anchor)} | {cell(variants.get('Swinject'))} | {ratio} |")


if __name__ == "__main__":
    main()
