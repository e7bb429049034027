/// An axis-aligned rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
///
/// Every stage of the rasterizer works on one of these: the pixmap's bounds, a path's bounding
/// box, a clip mask's extent. An empty rectangle has `maxX <= minX` or `maxY <= minY`.
struct PixelRect: Hashable, Sendable {
    var minX: Int
    var minY: Int
    var maxX: Int
    var maxY: Int

    /// The rectangle `0..<width` × `0..<height`.
    init(width: Int, height: Int) {
        (minX, minY, maxX, maxY) = (0, 0, width, height)
    }

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    var width: Int { Swift.max(0, maxX - minX) }
    var height: Int { Swift.max(0, maxY - minY) }
    var isEmpty: Bool { maxX <= minX || maxY <= minY }

    /// The pixels in both rectangles.
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                  maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }
}
