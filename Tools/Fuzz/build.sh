#!/usr/bin/env bash
# Builds the libFuzzer target for lexer + parser + generator into .build-fuzz/, compiling
# the sources of SwiftDeclarations and DIKitGenerator directly with
# -sanitize=fuzzer,address (SwiftPM does not build fuzzer targets). Run through `make fuzz`.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFTC=${SWIFTC:-swiftc}
out=.build-fuzz
mkdir -p "$out"
flags=(-O -g -parse-as-library -sanitize=fuzzer,address -swift-version 6 -use-ld=lld -package-name dikitgen -I "$out")
# -enable-testing: the target checks the lexer on demand against full lexing (internal API).
"$SWIFTC" "${flags[@]}" -enable-testing -wmo -c -module-name SwiftDeclarations \
    -emit-module -emit-module-path "$out/SwiftDeclarations.swiftmodule" \
    $(find Sources/SwiftDeclarations -name '*.swift' | sort) -o "$out/SwiftDeclarations.o"
"$SWIFTC" "${flags[@]}" -wmo -c -module-name DIKitGenerator \
    -emit-module -emit-module-path "$out/DIKitGenerator.swiftmodule" \
    $(find Sources/DIKitGenerator -name '*.swift' | sort) -o "$out/DIKitGenerator.o"
"$SWIFTC" "${flags[@]}" -module-name FuzzDeclarations Tools/Fuzz/FuzzTarget.swift \
    "$out/SwiftDeclarations.o" "$out/DIKitGenerator.o" -o "$out/fuzz-declarations"
echo "$out/fuzz-declarations"
