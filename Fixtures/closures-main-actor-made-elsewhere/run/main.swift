import DIKit

final class App: AppResolver {}

let app = App()
let makeLogger = await app.resolveNotesStore().makeLogger
let logger = await makeLogger()
print(await logger.log("saved"))
