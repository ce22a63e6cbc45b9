final class App: AppResolver {}

let model = App().resolveNotesViewModel()
print(try await model.load())
