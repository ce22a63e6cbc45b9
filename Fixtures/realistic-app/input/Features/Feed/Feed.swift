import DIKit

struct FeedViewModel: Injectable {
    struct Dependency {
        let client: APIClient
        let cache: ArticleCache
        let category: String
    }

    init(dependency: Dependency) {}
}

final class FeedScreen: PropertyInjectable {
    struct Dependency {
        let viewModel: FeedViewModel
        let resolver: AppResolver
    }

    var dependency: Dependency!

    /// Opens an article, e.g. `resolver.resolveArticleScreen(articleID: 42, maximumImages: 20)`.
    func open(articleID: Int) {
        let resolver = dependency.resolver
        _ = resolver.resolveArticleScreen(articleID: articleID, maximumImages: 20)
    }
}
