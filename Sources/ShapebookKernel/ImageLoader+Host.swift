import Canvas
import Render

extension ImageLoader {
    /// The host's loader: Render's libpng decoder and the default disk cache
    /// (`$XDG_CACHE_HOME/shapebook/images` or `~/.cache/shapebook/images`); built once, lazily.
    private static let shapebookLoader = ImageLoader(decoder: PNGImageDecoder())

    /// Installs the host's loader as the process-wide one (idempotent: always the same instance).
    static func installForShapebook() {
        install(shapebookLoader)
    }
}
