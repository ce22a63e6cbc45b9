final class App: ProfileResolver {
    func provideTheme() -> Theme { Theme(accent: "*") }
}

final class Settings: SettingsResolver {
    func provideTitle() async -> String { "Settings" }
}

// Top-level code runs on the main actor.
let app = App()
let screen = ProfileScreen()
app.injectToProfileScreen(screen)
print(screen.dependency.viewModel.title, screen.dependency.avatars.initial)
print(app.resolveProfileCoordinator().viewModel.title)
print(app.resolveReport().formatter.format("report"))
print(await Settings().resolveSettingsViewModel().title)
