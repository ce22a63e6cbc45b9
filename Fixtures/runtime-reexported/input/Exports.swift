// The module's one mention of the runtime: every other file of the module sees it, without
// an import, and so does every module that imports this one.
@_exported import Core
