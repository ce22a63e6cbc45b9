# dikitgen: a statically checked dependency-injection code generator for Swift.
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: build release install test goldens example differential bench clean

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product dikitgen

install: release
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/dikitgen" "$(PREFIX)/bin/dikitgen"

# The README's test command, and what .ci/run calls.
test:
	$(SWIFT) test

# Regenerates every Fixtures/*/expected-* file from the current build; review with `git diff`.
goldens: build
	Scripts/update-goldens.sh "$$($(SWIFT) build --show-bin-path)/dikitgen"

# Regenerates the example's resolver with dikitgen, then builds and runs the example.
example: build
	"$$($(SWIFT) build --show-bin-path)/dikitgen" Examples/CoffeeShop/Sources/CoffeeShop \
		--output Examples/CoffeeShop/Sources/CoffeeShop/Resolver.generated.swift
	$(SWIFT) run --package-path Examples/CoffeeShop CoffeeShop

# Compares `dikitgen dump-declarations` with a swift-syntax oracle (Tools/DeclarationOracle)
# on every package mirrored under /opt/swift-packages, extracted into .build-corpus/.
differential:
	SWIFT="$(SWIFT)" Scripts/differential.sh

# Benchmarks the release build: generation on synthetic projects of 1k, 10k and 100k types
# (cold, unchanged, one file changed) and parse throughput over the corpus, against its
# anchors. BENCH_RUNS=1 BENCH_SIZES=1000,10000 BENCH_CORPUS=0 make bench for a quick run.
bench: release
	Scripts/bench.py

clean:
	rm -rf .build Examples/CoffeeShop/.build
