import Foundation

/// Swift accepts this file without the runtime's module: it names none of its declarations.
/// But nothing imports that module here, so the file is not read, and nothing is generated
/// for 'AppResolver': a warning says so (a new-user trial lost time to it).
protocol AppResolver: CoreResolver {
    func provideName() -> String
}
