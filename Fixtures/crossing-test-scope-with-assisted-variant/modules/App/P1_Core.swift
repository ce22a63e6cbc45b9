import DIKit

protocol P1_Banner {
    var text: String { get }
}

struct P1_TextBanner: P1_Banner {
    let text: String
    init(text: String) { self.text = text }
}
