import DIKit

print(Notes().resolveNotesScreen().title.text, PreviewNotes().resolveNotesScreen().title.text)
