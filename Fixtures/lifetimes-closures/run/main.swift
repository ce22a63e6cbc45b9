import DIKit

final class App: AppResolver {
    func provideUserName() -> String { "ada" }
}

let app = App()
let list = app.resolveListScreen()
print("built with the list:", built)

// Factory closures resolve at each call.
let first = list.dependency.makeDatabase()
print("a new database at each call:", first !== list.dependency.makeDatabase(), "built:", built.count)
let report = try! await list.dependency.makeReport()
print("async throwing closure:", type(of: report), "built:", built.suffix(2))
print("sendable closure:", type(of: list.dependency.makeSendableDatabase()))
print("main-actor closure:", list.dependency.makeToast().text)

// Lazy: made at the first read of its value, once.
let builtBeforeLazy = built.count
let lazy = list.dependency.lazyDatabase.value
print("lazy made once:", lazy === list.dependency.lazyDatabase.value, "built by it:", built.count - builtBeforeLazy)

// An optional dependency whose type is bound is resolved.
print("optional resolved:", list.dependency.optionalDatabase != nil)

// Assisted: the closure's parameters supply the target's call-site parameters.
print(list.dependency.makeDetail(Item(title: "Tea")).text)
print(list.dependency.makeComparison(Item(title: "right"), Item(title: "left")).text)

// An unbound optional is a call-site parameter that defaults to nil.
print(app.resolveDetailScreen(item: Item(title: "Cake")).text)
print(app.resolveDetailScreen(item: Item(title: "Cake"), banner: Banner(text: "new")).text)

// A cycle broken by closures: a folder makes files, a file reaches its folder lazily.
let folder = app.resolveFolder()
let file = folder.makeFile()
print("file's folder is a new folder:", file.folder.value !== folder, type(of: file.folder.value.makeFile()))
