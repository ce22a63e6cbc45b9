import DIKit

struct Stats: StatsResolver {
    func contributeDaily(counter: Counter<Visit>) -> String { "daily " + counter.name }
    func contributeWeekly(counter: Counter<Visit>) -> String { "weekly " + counter.name }
}

print(Stats().resolveArrayOfString())
