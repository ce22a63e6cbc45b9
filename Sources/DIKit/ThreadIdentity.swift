#if canImport(Darwin)
import Darwin
#elseif os(Windows)
import WinSDK
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Bionic)
import Bionic
#endif

/// A thread, as the C library knows it: how a synchronous construction recognizes that
/// what it is making asks for itself again on the same thread, which would otherwise wait
/// for itself forever.
struct ThreadIdentity {
    #if os(Windows)
    private let id: DWORD
    #else
    private let id: pthread_t
    #endif

    /// The calling thread.
    static var current: ThreadIdentity {
        #if os(Windows)
        ThreadIdentity(id: GetCurrentThreadId())
        #else
        ThreadIdentity(id: pthread_self())
        #endif
    }

    /// Whether this is the calling thread.
    var isCurrent: Bool {
        #if os(Windows)
        id == GetCurrentThreadId()
        #else
        pthread_equal(id, pthread_self()) != 0
        #endif
    }
}
