/// The names already used in one generated method. A method has a handful of parameters
/// and locals: while they are few they are compared one by one, which is cheaper than
/// hashing each; beyond that they are hashed, so a huge method stays linear.
struct NameSet {
    private var few: [String] = []
    private var many: Set<String>?

    private static let linearLimit = 16

    /// `names`, with room for `capacity` names in all, so that adding them one by one
    /// does not grow the storage again and again.
    init(_ names: some Sequence<String>, capacity: Int = 0) {
        few.reserveCapacity(min(capacity, NameSet.linearLimit + 1))
        for name in names { insert(name) }
    }

    func contains(_ name: String) -> Bool {
        many?.contains(name) ?? few.contains(name)
    }

    mutating func insert(_ name: String) {
        if many != nil {
            many!.insert(name)
        } else if !few.contains(name) {
            few.append(name)
            if few.count > NameSet.linearLimit {
                many = Set(few)
                few = []
            }
        }
    }
}
