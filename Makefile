# dikitgen: a statically checked dependency-injection code generator for Swift.
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: build release install test test-runtime-tsan test-runtime-release soundness crossings goldens example check-example plugin-example modular-example tictactoe-example check-modular graph check-graph check-report check-bazel report-screenshot docs differential fuzz fuzz-build bench bench-runtime artifactbundle check-artifactbundle clean

# On Linux the release binary carries the Swift runtime and Foundation's essentials: it
# runs where no Swift is installed, and starts in half the time (no dynamic linking).
RELEASE_FLAGS = -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

build:
	$(SWIFT) build

release:
	$(SWIFT) build $(RELEASE_FLAGS) --product dikitgen

install: release
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/dikitgen" "$(PREFIX)/bin/dikitgen"

# The README's test command, and what .ci/run calls: the suites that run in process (lexer,
# parser, generator, command line, documentation; `swift test` alone), then those that build
# programs with swiftc (Tests/*/Builds/, in the package when DIKITGEN_BUILD_TESTS=1), then
# the random programs, alone: their builds would take the two cores from the others' time limits.
BUILD_SUITES = GoldenCompilationTests|DocumentationSampleTests|GoldenProgramTests|ModularFixtureBuildTests|ModularProgramTests|PluginBuildTests|RandomGraphTests
RANDOM_PROGRAM_SUITES = SoundnessTests|CrossingTests
test:
	$(SWIFT) test
	DIKITGEN_BUILD_TESTS=1 $(SWIFT) test --filter '$(BUILD_SUITES)'
	DIKITGEN_BUILD_TESTS=1 $(SWIFT) test --filter '$(RANDOM_PROGRAM_SUITES)'

# The runtime's tests (shared instances, Lazy: locks, threads, tasks) under ThreadSanitizer,
# which fails the run on any report. Its own scratch path: a sanitized build does not
# replace the one in .build. SwiftPM builds every test target, only DIKitTests runs.
test-runtime-tsan:
	$(SWIFT) test --sanitize=thread --filter DIKitTests --scratch-path .build-tsan

# The runtime's tests built optimized, as apps build it: what DIKit decides from a type is
# decided by the optimizer where a call is specialized, and at run time elsewhere.
test-runtime-release:
	$(SWIFT) test -c release --filter DIKitTests --scratch-path .build-release-tests

# Random programs generated, built and run in the three compiler configurations
# (Tests/dikitgenTests/Soundness): SEED and COUNT choose them, FIRST (default 0) the number
# of the first, to split a long run; CI runs a fixed sample.
soundness:
	DIKITGEN_BUILD_TESTS=1 DIKITGEN_SOUNDNESS_SEED=$(SEED) DIKITGEN_SOUNDNESS_COUNT=$(COUNT) DIKITGEN_SOUNDNESS_FIRST=$(FIRST) \
		$(SWIFT) test --filter SoundnessTests

# Random programs over every pair of features (Tests/dikitgenTests/Crossings), each several
# modules generated module by module, built in the three compiler configurations and run:
# SEED, COUNT and FIRST as for soundness; KEEP=<directory> writes each shrunk finding there as
# a modular fixture. CI runs a fixed sample that has every pair.
crossings:
	DIKITGEN_BUILD_TESTS=1 DIKITGEN_CROSSINGS_SEED=$(SEED) DIKITGEN_CROSSINGS_COUNT=$(COUNT) DIKITGEN_CROSSINGS_FIRST=$(FIRST) \
		DIKITGEN_CROSSINGS_KEEP=$(KEEP) $(SWIFT) test --filter CrossingTests

# Regenerates every Fixtures/*/expected-* file from the current build, then the documentation's
# diagnostics article, whose examples are the fixtures' (Tests/dikitgenTests/Documentation);
# review with `git diff`.
goldens: build
	Scripts/update-goldens.sh "$$($(SWIFT) build --show-bin-path)/dikitgen"
	DIKITGEN_UPDATE_DOCUMENTATION=1 $(SWIFT) test --filter DiagnosticsArticleTests

EXAMPLE_SOURCES = Examples/CoffeeShop/Sources/CoffeeShop
EXAMPLE_RESOLVER = $(EXAMPLE_SOURCES)/Resolver.generated.swift

# Regenerates the example's resolver with dikitgen, then builds and runs the example.
example: build
	"$$($(SWIFT) build --show-bin-path)/dikitgen" $(EXAMPLE_SOURCES) --output $(EXAMPLE_RESOLVER)
	$(SWIFT) run --package-path Examples/CoffeeShop CoffeeShop

# Builds and runs the example whose resolver the SwiftPM build-tool plugin generates.
plugin-example:
	$(SWIFT) run --package-path Examples/PluginShop PluginShop

# Builds the modular example (three packages; every target that declares a resolver applies
# the plugin), runs it, and runs its tests, whose resolver refines the app's.
modular-example:
	$(SWIFT) run --package-path Examples/ModularApp ModularApp
	$(SWIFT) test --package-path Examples/ModularApp

# Needle's sample app, ported: runs it, compares what it prints with the expected output, and
# runs its tests, whose root replaces one binding.
tictactoe-example:
	mkdir -p .build
	$(SWIFT) run --package-path Examples/TicTacToe TicTacToe > .build/tictactoe-output.txt
	diff Examples/TicTacToe/expected-output.txt .build/tictactoe-output.txt
	$(SWIFT) test --package-path Examples/TicTacToe

# Random modular apps (Scripts/synthesize-modular-project.py: one type name in several
# modules, providers that replace another module's bindings), each generated module by module
# (from sources, from summaries, and as the plugin does: the same code) and compiled module
# by module (Scripts/check-modular-project.sh): CHECK_SEEDS seeds of CHECK_MODULES modules of
# CHECK_TYPES types. CI runs a sample.
CHECK_SEEDS ?= 1 2 3
CHECK_MODULES ?= 9
CHECK_TYPES ?= 12
check-modular: build
	for seed in $(CHECK_SEEDS); do \
		CHECK_SEED=$$seed CHECK_MODULES=$(CHECK_MODULES) CHECK_TYPES=$(CHECK_TYPES) \
			Scripts/check-modular-project.sh "$$($(SWIFT) build --show-bin-path)/dikitgen" || exit 1; \
	done

# Fails when the example's committed resolver is not what dikitgen generates (as a user's CI would).
check-example: build
	"$$($(SWIFT) build --show-bin-path)/dikitgen" check $(EXAMPLE_SOURCES) --strict --allow-parameter String \
		--allow-parameter Int --output $(EXAMPLE_RESOLVER)

EXAMPLE_GRAPH = Sources/dikitgen/Documentation.docc/Resources/coffee-shop-graph

# Draws the example's dependency graph (dikitgen graph, dot format) into the source of the
# image the README shows, and renders it with Graphviz's `dot` into the image
# (`apt-get install graphviz`, `brew install graphviz`). Commit both.
graph: build
	@command -v dot >/dev/null || { echo "make graph needs Graphviz's dot (apt-get install graphviz, brew install graphviz)"; exit 1; }
	"$$($(SWIFT) build --show-bin-path)/dikitgen" graph $(EXAMPLE_SOURCES) --resolver ShopResolver --format dot \
		--output $(EXAMPLE_GRAPH).dot
	dot -Tsvg $(EXAMPLE_GRAPH).dot -o $(EXAMPLE_GRAPH).svg

# Fails when the README's picture is not what the example draws now (CI): the graph's dot
# source must be what dikitgen draws, and, where the installed Graphviz is the version that
# rendered the committed image (CI's Debian package), the image what it renders.
check-graph: build
	"$$($(SWIFT) build --show-bin-path)/dikitgen" graph $(EXAMPLE_SOURCES) --resolver ShopResolver --format dot \
		--output .build/coffee-shop-graph.dot
	@cmp -s .build/coffee-shop-graph.dot $(EXAMPLE_GRAPH).dot || { diff -u $(EXAMPLE_GRAPH).dot .build/coffee-shop-graph.dot; \
		echo "error: $(EXAMPLE_GRAPH).dot is not what the example draws now: run make graph, and commit it"; exit 1; }
	@rendered_by=$$(sed -n 's/^<!-- Generated by graphviz version \([^ ]*\).*/\1/p' $(EXAMPLE_GRAPH).svg); \
	installed=$$(dot -V 2>&1 | sed -n 's/.*graphviz version \([^ ]*\).*/\1/p'); \
	if [ "$$installed" != "$$rendered_by" ]; then \
		echo "note: the image was rendered by Graphviz $$rendered_by, not $${installed:-installed here}: only its source is compared"; \
	else \
		dot -Tsvg .build/coffee-shop-graph.dot -o .build/coffee-shop-graph.svg; \
		cmp -s .build/coffee-shop-graph.svg $(EXAMPLE_GRAPH).svg || { \
			echo "error: $(EXAMPLE_GRAPH).svg is not what $(EXAMPLE_GRAPH).dot renders: run make graph, and commit it"; exit 1; }; \
	fi

# The HTML report (graph --format html) in headless Chromium, through Selenium and
# chromedriver (Scripts/check-report.py): a search and a click must show what the graph's
# JSON says. `make report-screenshot` writes the documentation's picture of it.
REPORT_SCREENSHOT = Sources/dikitgen/Documentation.docc/Resources/graph-report.png
check-report: build
	python3 Scripts/check-report.py "$$($(SWIFT) build --show-bin-path)/dikitgen" .build/report

report-screenshot: build
	python3 Scripts/check-report.py "$$($(SWIFT) build --show-bin-path)/dikitgen" .build/report $(REPORT_SCREENSHOT)

# The modular example built with Bazel (bazel/dikitgen.bzl, Examples/ModularApp/BUILD.bazel),
# on copies in a temporary directory (Scripts/check-bazel.py): a clean build, a build that runs
# nothing, a body edit that runs one module's dikitgen action, an interface edit that runs its
# dependents' too, and the same bytes from another checkout. Needs Bazel (Debian's
# bazel-bootstrap, 4.2.3).
check-bazel: release
	python3 Scripts/check-bazel.py .build/release/dikitgen

# Builds the two DocC catalogs (swift-docc-plugin, offline), with every warning an error: the
# runtime's reference (Sources/DIKit/DIKit.docc) and dikitgen's articles
# (Sources/dikitgen/Documentation.docc: articles only, not the executable's own types), into
# .build/documentation/{DIKit,dikitgen}.doccarchive. Their code samples are compiled by the
# tests (Tests/dikitgenTests/Documentation).
docs:
	mkdir -p .build/documentation
	$(SWIFT) package generate-documentation --target DIKit --warnings-as-errors \
		--output-path .build/documentation/DIKit.doccarchive
	$(SWIFT) package generate-documentation --target dikitgen --warnings-as-errors \
		--symbol-graph-minimum-access-level public --exclude-extended-types \
		--output-path .build/documentation/dikitgen.doccarchive

# Compares `dikitgen dump-declarations` with a swift-syntax oracle (Tools/DeclarationOracle)
# on every package mirrored under /opt/swift-packages, extracted into .build-corpus/.
differential:
	SWIFT="$(SWIFT)" RELEASE_FLAGS="$(RELEASE_FLAGS)" Scripts/differential.sh

# Builds the libFuzzer target (lexer + parser + generator, Tools/Fuzz) with
# -sanitize=fuzzer,address into .build-fuzz/, and runs it for FUZZ_SECONDS (default 900)
# seeded with the fixture inputs. Crashes are written to .build-fuzz/artifacts/.
fuzz-build:
	SWIFTC="$$(dirname "$$(command -v $(SWIFT))")/swiftc" Tools/Fuzz/build.sh

fuzz: fuzz-build
	Tools/Fuzz/run.sh

# Benchmarks the release build: generation on synthetic projects of 1k, 10k and 100k types
# (cold, unchanged, one file changed), parse throughput over the corpus, against its
# anchors, and a modular app of 200 modules generated module by module (from sources, from
# summaries) against one run over all of it, the generated code's type-check cost, and
# debug builds with it as one file and split. BENCH_RUNS=1 BENCH_SIZES=1000,10000
# BENCH_CORPUS=0 BENCH_MODULES=50 BENCH_DEBUG_SIZES=1000 make bench for a quick run.
bench: release
	Scripts/bench.py

# The plugins' prebuilt dikitgen: the static release build packed as an artifact bundle for
# this machine (Scripts/make-artifactbundle.sh), into .build/artifactbundle/, with its zip and
# the checksum a release's manifest names it by. PREBUILT=1 also copies it to Prebuilt/, where
# the plugins then run it instead of building dikitgen from source (rm -r Prebuilt to go back).
artifactbundle: release
	Scripts/make-artifactbundle.sh "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/dikitgen" .build/artifactbundle
	if [ "$(PREBUILT)" = 1 ]; then rm -rf Prebuilt && mkdir -p Prebuilt && cp -R .build/artifactbundle/dikitgen.artifactbundle Prebuilt/; fi

# Builds and runs a copy of Examples/PluginShop against a copy of this package that has the
# prebuilt bundle (CI): the plugin must run the prebuilt tool, and compile no dikitgen.
check-artifactbundle: artifactbundle
	Scripts/check-artifactbundle.sh .build/artifactbundle/dikitgen.artifactbundle

# Resolution at run time (Benchmarks/Runtime: ordo-one's benchmark tool, in release mode): the
# code dikitgen generates, the same wiring written by hand, and Swinject 2.10's container, in
# one run: a graph of 24 objects, shared and weakly shared reads (one thread and two), Lazy,
# factory closures; time and allocations. Then each case's medians side by side
# (Scripts/bench-runtime-summary.py). The first run builds the tool's dependencies (minutes).
bench-runtime:
	mkdir -p .build
	$(SWIFT) package --package-path Benchmarks/Runtime --disable-sandbox benchmark --target Resolution \
		--no-progress > .build/bench-runtime.txt || { cat .build/bench-runtime.txt; exit 1; }
	cat .build/bench-runtime.txt
	Scripts/bench-runtime-summary.py .build/bench-runtime.txt

clean:
	rm -rf .build .build-tsan .build-release-tests .build-plugin-test Examples/CoffeeShop/.build Examples/PluginShop/.build Examples/ModularApp/.build Examples/TicTacToe/.build Benchmarks/Runtime/.build .build-artifactbundle-check
