#!/usr/bin/env python3
"""Compares the declaration dumps of dikitgen and of the swift-syntax oracle, file by file.

Usage: differential_compare.py REPOS_DIR DUMPS_DIR < repository names (OWNER/NAME, one a line)

Reads DUMPS_DIR/NAME/dikitgen.txt and DUMPS_DIR/NAME/oracle.txt (the oracle's standard error
in oracle.txt.err names the files swift-syntax found syntax errors in), and prints, per
repository, how many files are identical and different, an excerpt of a unified diff for
each differing file (`-` dikitgen, `+` swift-syntax), and a total. Standard library only.
"""

import difflib
import os
import sys

EXCERPT_LINES = 6
SYNTAX_ERROR_NOTE = ": warning: swift-syntax found syntax errors"


def read_dump(path):
    """Maps each `file PATH` of a dump to the lines that follow it."""
    files = {}
    lines = None
    if not os.path.exists(path):
        return files
    with open(path, encoding="utf-8", errors="replace") as dump:
        for line in dump:
            line = line.rstrip("\n")
            if line.startswith("file "):
                lines = files.setdefault(line[len("file "):], [])
            elif lines is not None:
                lines.append(line)
    return files


def files_with_syntax_errors(path):
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8", errors="replace") as errors:
        return {line[: -len(SYNTAX_ERROR_NOTE)] for line in errors.read().splitlines()
                if line.endswith(SYNTAX_ERROR_NOTE)}


def excerpt(ours, theirs):
    diff = list(difflib.unified_diff(ours, theirs, "dikitgen", "swift-syntax", n=1, lineterm=""))[2:]
    shown = diff[:EXCERPT_LINES]
    if len(diff) > EXCERPT_LINES:
        shown.append(f"... ({len(diff) - EXCERPT_LINES} more diff lines)")
    return shown


def main():
    repos_dir, dumps_dir = sys.argv[1:3]
    names = [line.strip() for line in sys.stdin if line.strip()]
    total = identical_total = erroneous_total = 0
    for name in names:
        ours = read_dump(os.path.join(dumps_dir, name, "dikitgen.txt"))
        theirs = read_dump(os.path.join(dumps_dir, name, "oracle.txt"))
        erroneous = files_with_syntax_errors(os.path.join(dumps_dir, name, "oracle.txt.err"))
        paths = sorted(set(ours) | set(theirs), key=lambda path: path.encode())
        different = [path for path in paths if ours.get(path) != theirs.get(path)]
        total += len(paths)
        identical_total += len(paths) - len(different)
        print(f"{name}: {len(paths) - len(different)} identical, {len(different)} different")
        for path in different:
            notes = []
            if path not in ours:
                notes.append("missing from dikitgen's dump")
            if path not in theirs:
                notes.append("missing from the oracle's dump")
            if path in erroneous:
                notes.append("swift-syntax found syntax errors")
                erroneous_total += 1
            print(f"  {os.path.relpath(path, repos_dir)}" + (f"  [{'; '.join(notes)}]" if notes else ""))
            for line in excerpt(ours.get(path, []), theirs.get(path, [])):
                print("    " + line)
    percentage = 100.0 * identical_total / total if total else 100.0
    print(f"Total: {total} files in {len(names)} repositories, {identical_total} identical "
          f"({percentage:.2f}%), {total - identical_total} different "
          f"({erroneous_total} of them with syntax errors according to swift-syntax)")


if __name__ == "__main__":
    main()
