/// A plain type: its conformance to `Injectable` is declared in an extension, in
/// `Receipt+Injectable.swift`.
struct Receipt {
    let lines: [String]
}
