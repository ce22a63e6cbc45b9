#!/usr/bin/env bash
# Extracts the real-world corpus: every repository mirrored under $SWIFT_PACKAGES
# (OWNER/NAME.git, bare) at its newest version tag into .build-corpus/repos/OWNER/NAME, once
# per repository however many links point at it, cached by tag and commit; writes the list of
# OWNER/NAME to .build-corpus/repositories.txt. Used by `make differential` and `make bench`.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT_PACKAGES=${SWIFT_PACKAGES:-/opt/swift-packages}
corpus=.build-corpus
repos_dir=$corpus/repos
mkdir -p "$repos_dir"

# The tag to extract: the newest version-like tag (1.2.3, v1.2.3), else the newest tag of
# any name, else HEAD.
newest_ref() {
    local repo=$1 tag
    tag=$(git -C "$repo" tag --sort=-v:refname | grep -E '^v?[0-9]+(\.[0-9]+)*$' | head -n 1 || true)
    [ -n "$tag" ] || tag=$(git -C "$repo" tag --sort=-v:refname | head -n 1)
    [ -n "$tag" ] || tag=HEAD
    echo "$tag"
}

echo "== Extracting the corpus into $repos_dir"
names=()
seen=" "
for link in "$SWIFT_PACKAGES"/*/*.git; do
    [ -d "$link" ] || continue
    repo=$(realpath "$link")
    case "$seen" in *" $repo "*) continue ;; esac
    seen="$seen$repo "
    name=${repo#"$(dirname "$(dirname "$repo")")/"}   # OWNER/NAME.git
    name=${name%.git}
    ref=$(newest_ref "$repo")
    if ! commit=$(git -C "$repo" rev-parse --verify --quiet "$ref^{commit}"); then
        echo "warning: $repo: no commit to extract, skipped" >&2
        continue
    fi
    names+=("$name")
    destination=$repos_dir/$name
    stamp="$destination.ref"
    if [ -d "$destination" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$ref $commit" ]; then
        continue
    fi
    echo "$name @ $ref"
    rm -rf "$destination" "$destination.partial" "$stamp"
    mkdir -p "$destination.partial"
    git -C "$repo" archive "$commit" | tar -x -C "$destination.partial"
    mv "$destination.partial" "$destination"
    echo "$ref $commit" > "$stamp"
done
printf '%s\n' "${names[@]}" > "$corpus/repositories.txt"
echo "${#names[@]} repositories"
