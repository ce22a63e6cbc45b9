#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

extension CommandLine {
    /// The path of the running executable, whatever directory it was started from; `nil`
    /// when the system does not tell it.
    static var executablePath: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executablePath
        #endif
    }
}
