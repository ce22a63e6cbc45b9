import DIKit

final class App: EditorResolver {}

@Studio func openArchive(in editor: Editor) async -> String {
    await editor.dependency.openArchive().name
}

let editor = await Editor()
await App().injectToEditor(editor)
print(await openArchive(in: editor))
