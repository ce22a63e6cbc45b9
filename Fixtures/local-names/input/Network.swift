import DIKit
import Foundation

final class HTTPClient {}

final class HTTP2Client {}

protocol URLSessionLike {}

final class APIClient {}

struct ETag {
    var value: String
}

struct S3Bucket {
    var name: String
}

final class ÜberCache {}

struct NetworkStack: Injectable {
    struct Dependency {
        let base: URL
        let installation: UUID
        let http: HTTPClient
        let http2: HTTP2Client
        let session: URLSessionLike
        let api: APIClient
        let tag: ETag
        let bucket: S3Bucket
        let cache: ÜberCache
    }

    init(dependency: Dependency) {}
}
