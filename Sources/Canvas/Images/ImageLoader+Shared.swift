import Synchronization

extension ImageLoader {
    private static let installed = Mutex<ImageLoader?>(nil)

    /// Makes `loader` the one `current()` returns; the host calls this once at start-up with a
    /// loader built on Render's PNG decoder.
    public static func install(_ loader: ImageLoader) {
        installed.withLock { $0 = loader }
    }

    /// The installed loader.
    ///
    /// - Throws: `ImageError(.noDecoder)` when no host installed one (a library use of the
    ///   language without Render).
    public static func current() throws(ImageError) -> ImageLoader {
        guard let loader = installed.withLock({ $0 }) else {
            throw ImageError(.noDecoder, "images are not available here: no PNG decoder was installed")
        }
        return loader
    }
}
