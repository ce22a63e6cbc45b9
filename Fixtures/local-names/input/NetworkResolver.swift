import DIKit
import Foundation

/// Each provided type's local variable is named after the type: the leading capitals
/// are lowercased, except the last one when it starts the next word.
protocol NetworkResolver: Resolver {
    func provideURL() -> URL
    func provideUUID() -> UUID
    func provideHTTPClient() -> HTTPClient
    func provideHTTP2Client() -> HTTP2Client
    func provideURLSessionLike() -> URLSessionLike
    func provideAPIClient() -> APIClient
    func provideETag() -> ETag
    func provideS3Bucket() -> S3Bucket
    func provideÜberCache() -> ÜberCache
}
