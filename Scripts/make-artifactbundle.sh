#!/usr/bin/env bash
# Packs a release build of dikitgen as a SwiftPM artifact bundle, the prebuilt tool the plugins
# can run instead of building dikitgen from source:
#   <output>/dikitgen.artifactbundle/info.json
#   <output>/dikitgen.artifactbundle/dikitgen-<version>-<triple>/bin/dikitgen
#   <output>/dikitgen.artifactbundle.zip, and its SwiftPM checksum on standard output.
# The bundle holds one variant, for the machine that built it (Linux here; the macOS variant
# is built on a Mac: Modules and the plugin, "A prebuilt dikitgen").
set -euo pipefail
binary=${1:?usage: make-artifactbundle.sh PATH-TO-RELEASE-DIKITGEN OUTPUT-DIRECTORY}
output=${2:?usage: make-artifactbundle.sh PATH-TO-RELEASE-DIKITGEN OUTPUT-DIRECTORY}
version=$("$binary" --version)
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) triples='"x86_64-unknown-linux-gnu"' ;;
    Linux-aarch64) triples='"aarch64-unknown-linux-gnu"' ;;
    Darwin-*) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) echo "make-artifactbundle.sh: no triple known for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac
variant="dikitgen-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
bundle="$output/dikitgen.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
install -m 755 "$binary" "$bundle/$variant/bin/dikitgen"
cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "dikitgen": {
            "type": "executable",
            "version": "$version",
            "variants": [
                { "path": "$variant/bin/dikitgen", "supportedTriples": [$triples] }
            ]
        }
    }
}
JSON
python3 -c 'import shutil, sys; shutil.make_archive(sys.argv[1], "zip", sys.argv[2], "dikitgen.artifactbundle")' \
    "$bundle" "$output"
swift package compute-checksum "$bundle.zip"
