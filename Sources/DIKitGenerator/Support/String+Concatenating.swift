extension String {
    /// `prefix`, then `separator` if any, then `suffix`, made in one allocation: for the
    /// names built by the hundred thousand (`Checkout.Screen`, `resolveCheckoutScreen`),
    /// where `+` grows the string twice.
    init(concatenating prefix: String, _ suffix: String, separator: Unicode.Scalar? = nil) {
        var prefix = prefix, suffix = suffix
        let separatorCount = separator == nil ? 0 : 1
        self = prefix.withUTF8 { prefix in
            suffix.withUTF8 { suffix in
                let count = prefix.count + separatorCount + suffix.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefix)
                    if let separator { buffer[prefix.count] = UInt8(separator.value) }
                    _ = buffer[(prefix.count + separatorCount)...].initialize(fromContentsOf: suffix)
                    return count
                }
            }
        }
    }
}
