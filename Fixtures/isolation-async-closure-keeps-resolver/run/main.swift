import DIKit

final class App: FeedResolver {
    func provideHeadline() -> Headline { Headline(text: "fresh") }
}

let screen = FeedScreen()
App().injectToFeedScreen(screen)
print(await screen.dependency.loadHeadline().text)
