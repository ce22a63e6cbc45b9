import DIKit

/// `Blog/VendorKit` starts with the text `Blog/Vendor` but is another directory: it is read.
struct Tracker: Injectable {
    struct Dependency {}

    init(dependency: Dependency) {}
}
