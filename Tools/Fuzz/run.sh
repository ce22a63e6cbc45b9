#!/usr/bin/env bash
# Runs the fuzzer (built by build.sh) for FUZZ_SECONDS (default 900), seeded with every
# fixture input; new inputs go to .build-fuzz/corpus, crashes to .build-fuzz/artifacts.
# A crash becomes a regression test or fixture, and a fix.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build-fuzz
mkdir -p "$out/corpus" "$out/seeds" "$out/artifacts"
find Fixtures -path '*/input/*' -name '*.swift' | while read -r file; do
    cp "$file" "$out/seeds/$(echo "$file" | tr '/' '_')"
done
exec "$out/fuzz-declarations" "$out/corpus" "$out/seeds" \
    -max_total_time="${FUZZ_SECONDS:-900}" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1
