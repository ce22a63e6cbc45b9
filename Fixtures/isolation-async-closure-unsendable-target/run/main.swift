import DIKit

final class App: ReportResolver {
    func provideTitle() -> Title { Title(text: "quarterly") }
}

let screen = ReportScreen()
App().injectToReportScreen(screen)
print(await screen.headline())
