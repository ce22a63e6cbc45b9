final class Storage: StorageResolver {}

@DatabaseActor func describeStore() -> String {
    Storage().resolveStore().describe()
}

let cache = await Storage().resolveCache()
print(await cache.session.describe())
print(await describeStore())
