import DIKit

final class App: AppResolver {}

let store = await App().resolveNotesViewModel().loadStore()
print("notes: \(await store.count())")
_ = await App().resolveNotesIndex()
