"""Bazel rules for dikitgen: one hermetic action per Swift module.

`dikitgen_module` runs dikitgen on a module's sources with the summaries of every module it
depends on, directly or not, and writes the module's generated file and its own summary,
which `DikitgenInfo` carries to its dependents. Put the generated file among the sources of
the module's `swift_library` (rules_swift), as in `bazel/README.md`.

The action declares everything it reads (its sources, its dependencies' summaries, its
`dikitgen.json`, the dikitgen binary) and writes only its outputs, the generated files (one, or
`output_files` of them) and the summary: `--no-cache`, and
`--no-source-hashes`, so that an edit that changes no declaration and moves none off its line
and column (one in a function body that adds or removes no line) gives the same summary
bytes, and no dependent's action runs again.
"""

DikitgenInfo = provider(
    doc = "What a module's dependents need of its dikitgen run.",
    fields = {
        "module_name": "The module's name.",
        "summary": "The module's summary file.",
        "summaries": "A depset of the summaries of the module and of every module it depends on.",
    },
)

def _settings_arguments(ctx):
    """The command-line form of the rule's dikitgen.json settings."""
    arguments = []
    if ctx.file.config:
        arguments += ["--config", ctx.file.config.path]
    if ctx.attr.strict:
        arguments.append("--strict")
    for parameter in ctx.attr.allow_parameters:
        arguments += ["--allow-parameter", parameter]
    if ctx.attr.default_isolation:
        arguments += ["--default-isolation", ctx.attr.default_isolation]
    for feature in ctx.attr.upcoming_features:
        arguments += ["--enable-upcoming-feature", feature]
    if ctx.attr.swift_version:
        arguments += ["--swift-version", ctx.attr.swift_version]
    return arguments

def _dikitgen_module_impl(ctx):
    module_name = ctx.attr.module_name
    # The names dikitgen gives the files it splits `--output` into.
    if ctx.attr.output_files > 1:
        generated_files = [
            ctx.actions.declare_file("%s.generated.%d.swift" % (ctx.label.name, number))
            for number in range(1, ctx.attr.output_files + 1)
        ]
    else:
        generated_files = [ctx.actions.declare_file(ctx.label.name + ".generated.swift")]
    summary = ctx.actions.declare_file(ctx.label.name + ".dikitsummary")
    dependency_summaries = depset(transitive = [dep[DikitgenInfo].summaries for dep in ctx.attr.deps])

    arguments = ctx.actions.args()
    arguments.add("generate")
    arguments.add_all(ctx.files.srcs)
    arguments.add_all(dependency_summaries, before_each = "--summary")
    arguments.add("--module", module_name)
    arguments.add_all(_settings_arguments(ctx))
    arguments.add("--emit-summary", summary)
    arguments.add("--no-source-hashes")
    arguments.add("--no-cache")
    arguments.add("--output", "%s/%s.generated.swift" % (generated_files[0].dirname, ctx.label.name))
    arguments.add("--output-files", str(ctx.attr.output_files))

    ctx.actions.run(
        executable = ctx.executable.dikitgen,
        arguments = [arguments],
        inputs = depset(ctx.files.srcs + ctx.files.config, transitive = [dependency_summaries]),
        outputs = generated_files + [summary],
        mnemonic = "Dikitgen",
        progress_message = "Generating the resolvers of %s" % module_name,
    )
    return [
        DefaultInfo(files = depset(generated_files)),
        DikitgenInfo(
            module_name = module_name,
            summary = summary,
            summaries = depset([summary], transitive = [dependency_summaries]),
        ),
    ]

dikitgen_module = rule(
    implementation = _dikitgen_module_impl,
    doc = "The generated resolvers of one Swift module, and its summary for the modules that depend on it.",
    attrs = {
        "srcs": attr.label_list(
            allow_files = [".swift"],
            mandatory = True,
            doc = "The module's Swift sources, as its swift_library compiles them (without the generated file).",
        ),
        "deps": attr.label_list(
            providers = [DikitgenInfo],
            doc = "The dikitgen_module of each module this one imports whose types or resolvers it uses.",
        ),
        "module_name": attr.string(mandatory = True, doc = "The module's name, as its swift_library's module_name."),
        "config": attr.label(
            allow_single_file = [".json"],
            doc = "The module's dikitgen.json (also the only way to set `compatibility`). An attribute below that is set wins over it, as the command line does; `strict = False` and an empty list leave the file's value.",
        ),
        "strict": attr.bool(doc = "dikitgen.json's strict: every dependency nothing provides is an error."),
        "allow_parameters": attr.string_list(doc = "dikitgen.json's allowParameters: types that may stay call-site parameters."),
        "default_isolation": attr.string(
            values = ["", "nonisolated", "MainActor"],
            doc = "dikitgen.json's defaultIsolation, as the module's -default-isolation.",
        ),
        "upcoming_features": attr.string_list(doc = "dikitgen.json's upcomingFeatures, as the module's -enable-upcoming-feature."),
        "swift_version": attr.string(
            values = ["", "5", "6"],
            doc = "dikitgen.json's swiftVersion, as the module's -swift-version.",
        ),
        "output_files": attr.int(
            default = 1,
            doc = "How many files the code is split into (dikitgen's --output-files, 1 to 256), so that the module's compile type-checks them in parallel and recompiles only those an edit changed; wins over dikitgen.json's outputFiles.",
        ),
        "dikitgen": attr.label(
            default = "@dikitgen_tool//:dikitgen",
            executable = True,
            allow_single_file = True,
            cfg = "exec",
            doc = "The dikitgen binary: by default the file `dikitgen` of the repository `@dikitgen_tool`.",
        ),
    },
)
