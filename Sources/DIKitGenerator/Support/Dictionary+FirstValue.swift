extension Dictionary {
    /// The value for `key`, after storing `value` there when it had none: the first value
    /// stored for each key wins, and the key is hashed once either way.
    mutating func firstValue(_ value: Value, forKey key: Key) -> Value {
        func read(_ stored: inout Value) -> Value { stored }
        return read(&self[key, default: value])
    }
}
