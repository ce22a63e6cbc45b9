import DIKit

// The only import, in an excluded directory: the scanned files reach the library through
// these aliases, so the generated file needs no import.
typealias Resolver = DIKit.Resolver
typealias Injectable = DIKit.Injectable
