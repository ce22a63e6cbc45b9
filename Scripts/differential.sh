#!/usr/bin/env bash
# Differential test of our declaration parser against swift-syntax, on real code:
#   1. extracts every repository mirrored under $SWIFT_PACKAGES (OWNER/NAME.git, bare) at its
#      newest version tag into .build-corpus/repos/OWNER/NAME (Scripts/extract-corpus.sh),
#   2. builds the release dikitgen and Tools/DeclarationOracle (swift-syntax),
#   3. runs `dikitgen dump-declarations` and `declaration-oracle` on each repository,
#   4. compares the dumps file by file (Scripts/differential_compare.py).
# Run through `make differential`. Exits 1 when either tool crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# The Makefile passes its release flags, so that this reuses `make release`'s build.
read -r -a release_flags <<< "${RELEASE_FLAGS:--c release}"
corpus=.build-corpus
repos_dir=$corpus/repos
dumps_dir=$corpus/dumps
mkdir -p "$repos_dir" "$dumps_dir"

Scripts/extract-corpus.sh
mapfile -t names < <(grep -v "^$" "$corpus/repositories.txt" || true)

echo "== Building dikitgen and the oracle"
"$SWIFT" build "${release_flags[@]}" --product dikitgen
"$SWIFT" build -c release --package-path Tools/DeclarationOracle --scratch-path .build-oracle
dikitgen="$("$SWIFT" build "${release_flags[@]}" --show-bin-path)/dikitgen"
oracle="$("$SWIFT" build -c release --package-path Tools/DeclarationOracle --scratch-path .build-oracle --show-bin-path)/declaration-oracle"

now() { date +%s%N; }
dikitgen_time=0
oracle_time=0
crashed=0
# Runs one tool on one repository; the dump goes to OUT, standard error to OUT.err.
# An exit status of 128 or more (a signal, which is how Swift traps) is a crash.
run() {
    local tool=$1 out=$2 status=0
    shift 2
    "$@" > "$out" 2> "$out.err" || status=$?
    if [ "$status" -ge 128 ]; then
        echo "CRASH: $tool was killed by signal $((status - 128)) on ${*: -1}" >&2
        crashed=1
    elif [ "$status" -ne 0 ]; then
        echo "error: $tool exited with status $status on ${*: -1}" >&2
    fi
    if [ "$status" -ne 0 ]; then grep -v ': warning: ' "$out.err" | tail -n 5 >&2 || true; fi
}

echo "== Dumping declarations"
for name in "${names[@]}"; do
    mkdir -p "$dumps_dir/$name"
    start=$(now)
    run dikitgen "$dumps_dir/$name/dikitgen.txt" "$dikitgen" dump-declarations "$repos_dir/$name"
    middle=$(now)
    run declaration-oracle "$dumps_dir/$name/oracle.txt" "$oracle" "$repos_dir/$name"
    end=$(now)
    dikitgen_time=$((dikitgen_time + middle - start))
    oracle_time=$((oracle_time + end - middle))
done

echo "== Comparing"
python3 Scripts/differential_compare.py "$repos_dir" "$dumps_dir" < "$corpus/repositories.txt"
printf 'Wall time over the corpus: dikitgen %d.%03d s, declaration-oracle (swift-syntax) %d.%03d s\n' \
    $((dikitgen_time / 1000000000)) $((dikitgen_time / 1000000 % 1000)) \
    $((oracle_time / 1000000000)) $((oracle_time / 1000000 % 1000))
if [ "$crashed" -ne 0 ]; then
    echo "error: a tool crashed (see CRASH above)" >&2
    exit 1
fi
