import DIKit

final class Socket {}

struct Session {
    let userID: String
}

final class MessageStore {
    let session: Session
    let limit: Int

    init(session: Session, limit: Int) {
        self.session = session
        self.limit = limit
    }
}

struct ConversationScreen: Injectable {
    struct Dependency {
        let store: MessageStore
        let title: String
    }

    init(dependency: Dependency) {}
}
