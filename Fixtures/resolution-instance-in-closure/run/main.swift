struct App: InspectorResolver {}

let inspector = Inspector()
App().injectToInspector(inspector)
let (note, other) = (await inspector.dependency.makeNote(), await inspector.dependency.makeNote())
print("one clipboard in a note:", note.dependency.paste.clipboard === note.dependency.clipboard,
      "another in the next:", other.dependency.clipboard !== note.dependency.clipboard)
