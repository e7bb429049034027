/// A least-recently-used cache of decoded images bounded by the bytes of their samples.
///
/// A value type: `ImageLoader` keeps one behind its mutex (the NSCache of the image-loading
/// document, which Linux Foundation offers but without a byte bound we can rely on).
struct MemoryImageCache: Sendable {
    private struct Entry: Sendable {
        var image: ImagePixels
        var lastUse: UInt64
    }

    /// The most sample bytes kept; an image larger than this alone is not cached.
    let capacityBytes: Int
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var totalBytes = 0

    init(capacityBytes: Int) { self.capacityBytes = capacityBytes }

    /// The image stored under `key`, marking it as just used.
    mutating func image(for key: String) -> ImagePixels? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry.image
    }

    /// Stores `image`, evicting the least recently used images until the total fits.
    mutating func insert(_ image: ImagePixels, for key: String) {
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.image.byteCount }
        guard image.byteCount <= capacityBytes else { return }
        clock += 1
        entries[key] = Entry(image: image, lastUse: clock)
        totalBytes += image.byteCount
        // A linear scan per eviction: the cache holds tens of images, not thousands.
        while totalBytes > capacityBytes,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
            totalBytes -= oldest.value.image.byteCount
        }
    }

    /// Forgets every image.
    mutating func removeAll() {
        entries.removeAll()
        totalBytes = 0
    }

    /// How many images are held.
    var count: Int { entries.count }
}
