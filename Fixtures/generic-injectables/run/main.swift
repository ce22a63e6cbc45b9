struct Shop: ShopResolver {
    func provideDatabase() -> Database { Database() }
}

for line in Shop().resolveOrderHistory(capacity: 16).lines { print(line) }
