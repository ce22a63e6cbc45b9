import DIKit

protocol PodcastResolver: Resolver {
    func provideFeed() -> Feed
    func provideDownloads() -> Downloads
}

final class Feed {}

final class Downloads {}

protocol PlayerDelegate: AnyObject {
    func playerDidFinish()
}
