import DIKit

nonisolated final class App: EditorResolver {}

let history = UndoHistory(steps: ["typed"])
let screen = await App().resolveEditorScreen(history: history)
print(history.steps)
let other = UndoHistory(steps: ["pasted"])
let autosave = await screen.dependency.makeAutosave(other)
print(autosave.dependency.history.steps)
