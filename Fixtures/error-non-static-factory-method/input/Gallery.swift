import DIKit

protocol GalleryResolver: Resolver {
    func provideImageLoader() -> ImageLoader
}

final class ImageLoader {}

final class PhotoGrid: FactoryMethodInjectable {
    struct Dependency {
        let loader: ImageLoader
    }

    init() {}

    func makeInstance(dependency: Dependency) -> PhotoGrid {
        PhotoGrid()
    }
}
