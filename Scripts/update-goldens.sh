#!/usr/bin/env bash
# Regenerates the golden files of every fixture from the given dikitgen binary:
#   Fixtures/<case>/expected-output.swift     what dikitgen prints, when it succeeds
#   Fixtures/<case>/expected-diagnostics.txt  what it prints on standard error, if anything
# Run through `make goldens`, then review the changes with `git diff Fixtures`.
set -euo pipefail
dikitgen=${1:?usage: update-goldens.sh PATH-TO-DIKITGEN}
cd "$(dirname "$0")/../Fixtures"
for fixture in */; do
    fixture=${fixture%/}
    [ -d "$fixture/input" ] || continue
    arguments=()
    if [ -f "$fixture/arguments" ]; then
        while IFS= read -r argument; do arguments+=("$argument"); done < "$fixture/arguments"
    fi
    status=0
    (cd "$fixture" && "$dikitgen" input "${arguments[@]}" > expected-output.swift 2> expected-diagnostics.txt) || status=$?
    if [ "$status" -ne 0 ]; then rm "$fixture/expected-output.swift"; fi
    if [ ! -s "$fixture/expected-diagnostics.txt" ]; then rm "$fixture/expected-diagnostics.txt"; fi
    echo "$fixture: exit $status"
done
