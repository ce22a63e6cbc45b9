import DIKit

/// Lets files conform to DIKit's protocol without importing the module.
typealias Injectable = DIKit.Injectable
