import Canvas
import Render
import Synchronization

extension ImageLoader {
    private static let hostInstalled = Atomic<Bool>(false)

    /// Installs the process-wide loader with Render's libpng decoder and the default disk cache
    /// (`$XDG_CACHE_HOME/shapebook/images` or `~/.cache/shapebook/images`), once per process.
    static func installForShapebook() {
        guard hostInstalled.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        install(ImageLoader(decoder: PNGImageDecoder()))
    }
}
