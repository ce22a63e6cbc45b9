import DIKit

protocol AppResolver: Resolver {}

#if FEATURE_CHAT
struct Chat: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_MAPS
struct Maps: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_NEWS
struct News: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_PAY
struct Pay: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_PHOTOS
struct Photos: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_SEARCH
struct Search: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
#if FEATURE_VIDEO
struct Video: Injectable { struct Dependency {}; init(dependency: Dependency) {} }
#endif
