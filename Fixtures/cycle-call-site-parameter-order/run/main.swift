import DIKit

final class App: MailResolver {}

let app = App()
let draft = app.resolveDraft(isUrgent: true, subject: "Lunch", pageSize: 20)
print("draft \(draft.dependency.subject), urgent: \(draft.dependency.isUrgent)")
print("page size \(draft.dependency.messages.value.dependency.pageSize)")
let composer = app.resolveComposer()
let other = composer.dependency.makeDraft(false, 5, "Notes")
print("draft \(other.dependency.subject), urgent: \(other.dependency.isUrgent)")
print("page size \(other.dependency.messages.value.dependency.pageSize)")
let list = app.resolveMessageList(pageSize: 50)
print("list page size \(list.dependency.pageSize)")
