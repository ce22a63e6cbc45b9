#!/bin/sh
# Proves that per-module generation compiles, on a small synthetic modular app.
#
#     Scripts/check-modular-project.sh DIKITGEN [WORK_DIRECTORY]
#
# Writes the app with Scripts/synthesize-modular-project.py (CHECK_MODULES modules of
# CHECK_TYPES types, seed CHECK_SEED; default 6, 8, 1; with its --cross-module-features
# and --mixed-isolation unless CHECK_CROSS_MODULE=0) into WORK_DIRECTORY (default: a new
# temporary directory, removed at the end), then:
#
# 1. builds the DIKit runtime (Sources/DIKit) once into a static library and its module;
# 2. for each module, in the topological order of modules.json: runs
#    `DIKITGEN generate Modules/M003 --dependency M000=Modules/M000 ... --no-cache` (one
#    --dependency per transitive dependency, and its --dependency-config when the module
#    has a dikitgen.json; the module's own is its --config) into
#    Generated/M003+Resolver.generated.swift, and compiles the module's sources with that
#    file (`swiftc -emit-library -static -swift-version 6`, and `-default-isolation
#    MainActor` when its dikitgen.json says so) against the modules built before it;
# 3. generates each module again, writing its summary (`--module M003 --emit-summary ...`)
#    and given those of the modules it depends on (`--summary ...`, one per transitive
#    dependency) in place of their sources; and again as the plugin runs it (`--dependency`
#    and `--dependency-summary` for each): both must give the same bytes as step 2;
# 4. with CHECK_CROSS_MODULE=0 only: runs `DIKITGEN Modules --no-cache` once over all the
#    sources read as one module (what `make bench` compares against), which must succeed.
#
# Any diagnostic from dikitgen (even a warning) or from swiftc fails the check. Needs
# python3 and swiftc on PATH (SWIFTC overrides the compiler). Exit status 0 when every
# module compiled.

set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 DIKITGEN [WORK_DIRECTORY]" >&2
    exit 64
fi
case "$1" in
    /*) dikitgen=$1 ;;
    *) dikitgen=$(pwd)/$1 ;;
esac
root=$(cd "$(dirname "$0")/.." && pwd)
swiftc=${SWIFTC:-swiftc}
modules=${CHECK_MODULES:-6}
types=${CHECK_TYPES:-8}
seed=${CHECK_SEED:-1}
cross_module=${CHECK_CROSS_MODULE:-1}
if [ $# -eq 2 ]; then
    work=$2
    mkdir -p "$work"
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/check-modular.XXXXXX")
    trap 'rm -rf "$work"' EXIT
fi
work=$(cd "$work" && pwd)

project=$work/project
build=$work/build
generated=$work/Generated
rm -rf "$build" "$generated"
mkdir -p "$build" "$generated"

if [ "$cross_module" = 0 ]; then
    python3 "$root/Scripts/synthesize-modular-project.py" "$project" --modules "$modules" --types "$types" --seed "$seed"
else
    python3 "$root/Scripts/synthesize-modular-project.py" "$project" --modules "$modules" --types "$types" --seed "$seed" \
        --cross-module-features --mixed-isolation
fi

# configuration NAME: the module's dikitgen.json, if it has one.
configuration() {
    if [ -f "$project/Modules/$1/dikitgen.json" ]; then echo "$project/Modules/$1/dikitgen.json"; fi
}

echo "building the DIKit runtime"
"$swiftc" -emit-library -static -parse-as-library -swift-version 6 -module-name DIKit \
    -emit-module-path "$build/DIKit.swiftmodule" -o "$build/libDIKit.a" \
    "$root"/Sources/DIKit/*.swift

# One line per module, in topological order: its name, then its transitive dependencies.
python3 -c '
import json, sys
for module in json.load(open(sys.argv[1])):
    print(" ".join([module["name"]] + module["transitive"]))
' "$project/modules.json" > "$work/order.txt"

# Fails on any output on standard error: dikitgen prints diagnostics there only. Strict: a
# call-site parameter of a type other than those the synthesizer gives is an error (a type
# that dikitgen did not find, where it should have).
run_dikitgen() {
    if ! "$dikitgen" "$@" --strict --allow-parameter String --allow-parameter Int --allow-parameter Bool \
        --allow-parameter Double --allow-parameter '[String]' 2> "$work/stderr.txt"; then
        cat "$work/stderr.txt" >&2
        echo "error: dikitgen $* failed" >&2
        exit 1
    fi
    if [ -s "$work/stderr.txt" ]; then
        cat "$work/stderr.txt" >&2
        echo "error: dikitgen $* printed diagnostics" >&2
        exit 1
    fi
}

while read -r name dependencies; do
    output=$generated/$name+Resolver.generated.swift
    set -- generate "$project/Modules/$name" --no-cache --output "$output"
    isolation=nonisolated
    if [ -n "$(configuration "$name")" ]; then
        set -- "$@" --config "$(configuration "$name")"
        if grep -q MainActor "$(configuration "$name")"; then isolation=MainActor; fi
    fi
    for dependency in $dependencies; do
        set -- "$@" --dependency "$dependency=$project/Modules/$dependency"
        if [ -n "$(configuration "$dependency")" ]; then
            set -- "$@" --dependency-config "$dependency=$(configuration "$dependency")"
        fi
    done
    run_dikitgen "$@"
    echo "compiling $name, default isolation $isolation ($(grep -c 'func ' "$output") generated methods)"
    "$swiftc" -parse-as-library -emit-library -static -swift-version 6 -default-isolation "$isolation" -module-name "$name" \
        -emit-module-path "$build/$name.swiftmodule" -o "$build/lib$name.a" -I "$build" \
        "$project/Modules/$name"/*.swift "$output"
done < "$work/order.txt"

summaries=$work/Summaries
rm -rf "$summaries" "$work/FromSummaries" "$work/AsThePlugin"
mkdir -p "$summaries" "$work/FromSummaries" "$work/AsThePlugin"
# compare NAME FILE HOW: fails unless FILE holds the code generated from sources.
compare() {
    if ! cmp -s "$2" "$generated/$1+Resolver.generated.swift"; then
        diff -u "$generated/$1+Resolver.generated.swift" "$2" >&2 || true
        echo "error: $1's code generated $3 differs from the code generated from sources" >&2
        exit 1
    fi
}
while read -r name dependencies; do
    output=$work/FromSummaries/$name+Resolver.generated.swift
    set -- generate "$project/Modules/$name" --no-cache --output "$output" \
        --module "$name" --emit-summary "$summaries/$name.dikitsummary"
    if [ -n "$(configuration "$name")" ]; then set -- "$@" --config "$(configuration "$name")"; fi
    for dependency in $dependencies; do
        set -- "$@" --summary "$summaries/$dependency.dikitsummary"
    done
    run_dikitgen "$@"
    compare "$name" "$output" "from summaries"
    # As the plugin runs it: the sources, and the summaries where they are current.
    output=$work/AsThePlugin/$name+Resolver.generated.swift
    set -- generate "$project/Modules/$name" --no-cache --output "$output"
    if [ -n "$(configuration "$name")" ]; then set -- "$@" --config "$(configuration "$name")"; fi
    for dependency in $dependencies; do
        set -- "$@" --dependency "$dependency=$project/Modules/$dependency" \
            --dependency-summary "$dependency=$summaries/$dependency.dikitsummary"
        if [ -n "$(configuration "$dependency")" ]; then
            set -- "$@" --dependency-config "$dependency=$(configuration "$dependency")"
        fi
    done
    run_dikitgen "$@"
    compare "$name" "$output" "as the plugin does"
done < "$work/order.txt"
echo "generated from summaries, and as the plugin does: the same code"

if [ "$cross_module" = 0 ]; then
    echo "generating all modules' sources as one module"
    run_dikitgen generate "$project/Modules" --no-cache --output "$work/all.generated.swift"
fi

echo "ok: $modules modules of $types types generated and compiled"
