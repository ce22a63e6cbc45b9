#!/usr/bin/env bash
# Regenerates the golden files of every fixture from the given dikitgen binary:
#   Fixtures/<case>/expected-output.swift     what dikitgen prints, when it succeeds
#   Fixtures/<case>/expected-diagnostics.txt  what it prints on standard error, if anything
#   Fixtures/<case>/dikit-0.5/                the same under --compatibility dikit-0.5, only
#                                             where that differs from the default rules
#                                             (not for a case with a current-rules-only file)
#   Fixtures/<case>/expected-explain.txt      for a case with an `explain` file (one type a
#                                             line): `dikitgen explain TYPE input` of each
#   Fixtures/<case>/graph/expected.{dot,mmd,json} what `dikitgen graph` prints in each format,
#                                             for a case that has a graph/ directory
#   Fixtures/<case>/graph/expected-diagnostics.txt  what it prints on standard error, if anything
#   Fixtures/<case>/expected/<Module>.generated.swiftfor a case of several modules (modules.txt: a module a
#                                             line, `Name: Dependency...`, in build order), what
#                                             each module's run prints, and in
#                                             expected/<Module>.diagnostics.txt its standard error
# Run through `make goldens`, then review the changes with `git diff Fixtures`.
set -euo pipefail
dikitgen=${1:?usage: update-goldens.sh PATH-TO-DIKITGEN}
cd "$(dirname "$0")/../Fixtures"

# generate FIXTURE DIRECTORY [ARGUMENT...]: writes the expected files of one run into DIRECTORY.
generate() {
    local fixture=$1 directory=$2 status=0
    shift 2
    mkdir -p "$directory"
    (cd "$fixture" && "$dikitgen" input --no-cache "$@" > "$directory/expected-output.swift" 2> "$directory/expected-diagnostics.txt") || status=$?
    if [ "$status" -ne 0 ]; then rm "$directory/expected-output.swift"; fi
    # --verbose's phase times vary from run to run: they are not part of a golden.
    sed -i -E '/^dikitgen: [a-z-]+: [0-9]+\.[0-9] ms/d' "$directory/expected-diagnostics.txt"
    if [ ! -s "$directory/expected-diagnostics.txt" ]; then rm "$directory/expected-diagnostics.txt"; fi
    echo "$status"
}

# explain FIXTURE: writes the expected-explain.txt of one case, for each type of its `explain`
# file: the command, what it prints on standard output, then on standard error (if anything),
# and its exit status; a blank line between two types.
explain() {
    local fixture=$1 golden="$1/expected-explain.txt" scratch status separator=""
    rm -f "$golden"
    [ -f "$fixture/explain" ] || return 0
    scratch=$(mktemp -d)
    while IFS= read -r type; do
        status=0
        (cd "$fixture" && "$dikitgen" explain "$type" input --no-cache > "$scratch/out" 2> "$scratch/err" < /dev/null) || status=$?
        {
            printf '%s' "$separator"
            echo "\$ dikitgen explain $type input"
            cat "$scratch/out"
            if [ -s "$scratch/err" ]; then echo "standard error:"; cat "$scratch/err"; fi
            echo "exit status $status"
        } >> "$golden"
        separator=$'\n'
    done < "$fixture/explain"
    rm -rf "$scratch"
}

# generate_graph FIXTURE [ARGUMENT...]: writes the graph goldens of FIXTURE/graph/. A graph
# is printed even when the sources have errors (exit 1), so every format has a golden.
generate_graph() {
    local fixture=$1 directory="$PWD/$1/graph" status=0
    shift
    for format in dot mermaid json; do
        local extension=$format
        [ "$format" = mermaid ] && extension=mmd
        status=0
        (cd "$fixture" && "$dikitgen" graph input --no-cache "$@" --format "$format" > "$directory/expected.$extension" 2> "$directory/expected-diagnostics.txt") || status=$?
    done
    sed -i -E '/^dikitgen: [a-z-]+: [0-9]+\.[0-9] ms/d' "$directory/expected-diagnostics.txt"
    if [ ! -s "$directory/expected-diagnostics.txt" ]; then rm "$directory/expected-diagnostics.txt"; fi
    echo "$status"
}

for fixture in */; do
    fixture=${fixture%/}
    [ -d "$fixture/input" ] || continue
    arguments=()
    if [ -f "$fixture/arguments" ]; then
        while IFS= read -r argument; do arguments+=("$argument"); done < "$fixture/arguments"
    fi
    status=$(generate "$fixture" "$PWD/$fixture" "${arguments[@]}")
    explain "$fixture"
    if [ -d "$fixture/graph" ]; then
        echo "$fixture: graph exit $(generate_graph "$fixture" "${arguments[@]}")"
    fi
    compatibility="$PWD/$fixture/dikit-0.5"
    rm -rf "$compatibility"
    if [ -f "$fixture/current-rules-only" ]; then
        echo "$fixture: exit $status"
        continue
    fi
    compatibilityStatus=$(generate "$fixture" "$compatibility" "${arguments[@]}" --compatibility dikit-0.5)
    if diff -q "$fixture/expected-output.swift" "$compatibility/expected-output.swift" >/dev/null 2>&1 \
        || { [ ! -e "$fixture/expected-output.swift" ] && [ ! -e "$compatibility/expected-output.swift" ]; }; then
        if diff -q "$fixture/expected-diagnostics.txt" "$compatibility/expected-diagnostics.txt" >/dev/null 2>&1 \
            || { [ ! -e "$fixture/expected-diagnostics.txt" ] && [ ! -e "$compatibility/expected-diagnostics.txt" ]; }; then
            rm -rf "$compatibility"
        fi
    fi
    echo "$fixture: exit $status, under dikit-0.5 exit $compatibilityStatus"
done

# A case of several modules: each module generated from its sources and its dependencies', as
# the plugin runs it (ModularFixture in Tests/dikitgenTests/Support).
for fixture in */; do
    fixture=${fixture%/}
    [ -f "$fixture/modules.txt" ] || continue
    arguments=()
    if [ -f "$fixture/arguments" ]; then
        while IFS= read -r argument; do arguments+=("$argument"); done < "$fixture/arguments"
    fi
    rm -rf "$fixture/expected"
    mkdir -p "$fixture/expected"
    while IFS= read -r line; do
        module=${line%%:*}
        module=${module// /}
        dependencies=()
        if [[ "$line" == *:* ]]; then
            for dependency in ${line#*:}; do dependencies+=(--dependency "$dependency=modules/$dependency"); done
        fi
        status=0
        (cd "$fixture" && "$dikitgen" "modules/$module" --module "$module" --no-cache "${dependencies[@]}" "${arguments[@]}" \
            > "expected/$module.generated.swift" 2> "expected/$module.diagnostics.txt") || status=$?
        if [ "$status" -ne 0 ]; then rm "$fixture/expected/$module.generated.swift"; fi
        if [ ! -s "$fixture/expected/$module.diagnostics.txt" ]; then rm "$fixture/expected/$module.diagnostics.txt"; fi
        echo "$fixture/$module: exit $status"
    done < "$fixture/modules.txt"
done
