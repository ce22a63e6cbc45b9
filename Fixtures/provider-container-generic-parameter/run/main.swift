struct Notes: NotesResolver {}

print(Notes().resolveNotebook().title)
