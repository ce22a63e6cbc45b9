import DIKit

final class ArticleScreen: FactoryMethodInjectable {
    struct Dependency {
        let articleID: Int
        let client: APIClient
        let images: ImageLoader
    }

    let articleID: Int

    private init(articleID: Int) {
        self.articleID = articleID
    }

    static func makeInstance(dependency: Dependency) -> ArticleScreen {
        ArticleScreen(articleID: dependency.articleID)
    }
}
