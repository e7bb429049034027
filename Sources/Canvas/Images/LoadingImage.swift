/// What `ImageLoader.loadImage(from:)` hands back: the image at once, or the task producing it.
///
/// The two cases of the image-loading document's `LoadingImage`: a memory-cache hit needs no
/// suspension, so a caller can draw it in the same pass; anything else is fetched and decoded in
/// the background and the caller awaits (or cancels) the task.
public enum LoadingImage: Sendable {
    /// The decoded image was in the memory cache.
    case cached(ImagePixels)
    /// The image is being read, fetched or decoded; the task throws `ImageError` on failure and
    /// `CancellationError` when cancelled.
    case inProgress(Task<ImagePixels, any Error>)
}
