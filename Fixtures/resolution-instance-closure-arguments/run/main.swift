import DIKit

struct Book: BookResolver {}

let chapter = Book().resolveChapter(title: "One")
let intro = chapter.makeSection(1, "Intro")
let outro = chapter.makeSection(2, "Outro")
print("chapter:", chapter.heading.title)
print("sections:", intro.heading.title, outro.heading.title)
print("one heading in a section:", intro.caption.heading === intro.heading, outro.caption.heading === outro.heading)
print("each section its own:", intro.heading !== outro.heading, intro.heading !== chapter.heading)
