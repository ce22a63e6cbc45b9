struct Podcasts: PodcastResolver {
    func provideFeed() -> Feed { Feed() }
    func provideSpeed() -> Speed { Speed(factor: 1.5) }
}

print(Podcasts().resolveEpisodePlayer(episode: "episode 7").summary)
