import DIKit

protocol ChatResolver: Resolver {
    func provideSocket() -> Socket
    /// `socket` is resolved; `userID` has no binding, so callers pass it.
    func provideSession(socket: Socket, userID: String) -> Session
    /// Labels are not used: the generated call passes `session:` and `limit:`, the
    /// internal names, so the app declares a matching overload below.
    func provideMessageStore(for session: Session, _ limit: Int) -> MessageStore
}

extension ChatResolver {
    /// The overload the generated `resolveMessageStore` calls. Extensions are not read by
    /// the generator, so this is not a second provider.
    func provideMessageStore(session: Session, limit: Int) -> MessageStore {
        provideMessageStore(for: session, limit)
    }
}
