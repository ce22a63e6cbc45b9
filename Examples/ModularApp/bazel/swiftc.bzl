"""A minimal stand-in for rules_swift, which cannot be fetched here: it builds the example
with swiftc from the PATH, so that Scripts/check-bazel.py can check dikitgen's actions in a
real build. Not for use elsewhere: use rules_swift's swift_library and swift_binary.
"""

SwiftcModuleInfo = provider(
    doc = "A compiled module and every module it needs, for what imports or links it.",
    fields = {
        "swiftmodules": "A depset of the .swiftmodule files of the module and of its dependencies.",
        "objects": "A depset of the object files of the module and of its dependencies.",
    },
)

def _common_arguments(ctx, module_name, swiftmodules):
    arguments = ctx.actions.args()
    arguments.add_all(["-module-name", module_name, "-swift-version", "6", "-wmo", "-num-threads", "0"])
    # Clang's module cache, outside the sandbox's outputs and shared by every build of the
    # example on the machine: acceptable for a test-only rule, not for a hermetic one.
    arguments.add_all(["-module-cache-path", "/tmp/dikitgen-bazel-example-module-cache"])
    arguments.add_all(swiftmodules, before_each = "-I", map_each = _directory, uniquify = True)
    return arguments

def _directory(file):
    return file.dirname

def _swiftc_module_impl(ctx):
    swiftmodule = ctx.actions.declare_file("%s/%s.swiftmodule" % (ctx.label.name, ctx.label.name))
    obj = ctx.actions.declare_file("%s/%s.o" % (ctx.label.name, ctx.label.name))
    swiftmodules = depset(transitive = [dep[SwiftcModuleInfo].swiftmodules for dep in ctx.attr.deps])
    arguments = _common_arguments(ctx, ctx.label.name, swiftmodules)
    arguments.add_all(["-parse-as-library", "-emit-module", "-emit-module-path", swiftmodule, "-c", "-o", obj])
    arguments.add_all(ctx.files.srcs)
    ctx.actions.run(
        executable = "swiftc",
        arguments = [arguments],
        inputs = depset(ctx.files.srcs, transitive = [swiftmodules]),
        outputs = [swiftmodule, obj],
        use_default_shell_env = True,
        mnemonic = "SwiftcModule",
        progress_message = "Compiling %s" % ctx.label.name,
    )
    return [SwiftcModuleInfo(
        swiftmodules = depset([swiftmodule], transitive = [swiftmodules]),
        objects = depset([obj], transitive = [dep[SwiftcModuleInfo].objects for dep in ctx.attr.deps]),
    )]

swiftc_module = rule(
    implementation = _swiftc_module_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "deps": attr.label_list(providers = [SwiftcModuleInfo]),
    },
)

def _swiftc_binary_impl(ctx):
    binary = ctx.actions.declare_file(ctx.label.name)
    swiftmodules = depset(transitive = [dep[SwiftcModuleInfo].swiftmodules for dep in ctx.attr.deps])
    objects = depset(transitive = [dep[SwiftcModuleInfo].objects for dep in ctx.attr.deps])
    arguments = _common_arguments(ctx, ctx.label.name, swiftmodules)
    arguments.add_all(["-o", binary])
    arguments.add_all(ctx.files.srcs)
    arguments.add_all(objects)
    ctx.actions.run(
        executable = "swiftc",
        arguments = [arguments],
        inputs = depset(ctx.files.srcs, transitive = [swiftmodules, objects]),
        outputs = [binary],
        use_default_shell_env = True,
        mnemonic = "SwiftcBinary",
        progress_message = "Linking %s" % ctx.label.name,
    )
    return [DefaultInfo(executable = binary, files = depset([binary]))]

swiftc_binary = rule(
    implementation = _swiftc_binary_impl,
    executable = True,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "deps": attr.label_list(providers = [SwiftcModuleInfo]),
    },
)
