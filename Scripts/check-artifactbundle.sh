#!/usr/bin/env bash
# Checks that the plugin runs a prebuilt dikitgen: copies this package's tracked files and the
# given artifact bundle (as Prebuilt/dikitgen.artifactbundle) into .build-artifactbundle-check/,
# builds a copy of Examples/PluginShop against that copy from a cold scratch folder, runs it,
# and fails if the build compiled dikitgen or swift-argument-parser. Prints the cold build's
# wall time, to compare with a build from source.
set -euo pipefail
bundle=${1:?usage: check-artifactbundle.sh PATH-TO-dikitgen.artifactbundle}
cd "$(dirname "$0")/.."
work=.build-artifactbundle-check
rm -rf "$work"
mkdir -p "$work/dikitgen/Prebuilt" "$work/PluginShop"
git ls-files -z | xargs -0 tar -cf - | tar -xf - -C "$work/dikitgen"
cp -R "$bundle" "$work/dikitgen/Prebuilt/"
cp -R Examples/PluginShop/Package.swift Examples/PluginShop/Sources "$work/PluginShop/"
sed -i.orig 's|path: "../.."|path: "../dikitgen"|' "$work/PluginShop/Package.swift"
start=$(date +%s.%N)
swift build --package-path "$work/PluginShop" > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
end=$(date +%s.%N)
if grep -E "Compiling (dikitgen|ArgumentParser) " "$work/build.log"; then
    echo "error: the plugin built dikitgen from source although a prebuilt bundle is present" >&2
    exit 1
fi
"$work/PluginShop/.build/debug/PluginShop"
awk -v start="$start" -v end="$end" 'BEGIN { printf "cold build with the prebuilt dikitgen: %.1f s\n", end - start }'
