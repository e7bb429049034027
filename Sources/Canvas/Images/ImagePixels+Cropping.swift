import Geometry

extension ImagePixels {
    /// The pixels inside `unitRect`, a rectangle in unit coordinates of the image (0…1 on each
    /// axis, as SwiftUI's `ImagePaint.sourceRect`), its edges rounded to whole pixels (so within
    /// half a pixel of the rectangle asked for) and clamped to the image; at least one pixel.
    ///
    /// A non-finite rectangle gives the whole image.
    public func cropped(toUnitRect unitRect: Rect) -> ImagePixels {
        let values = [unitRect.minX, unitRect.minY, unitRect.maxX, unitRect.maxY]
        guard values.allSatisfy(\.isFinite) else { return self }
        func edge(_ unit: Double, _ length: Int) -> Int { (unit * Double(length)).rounded().clampedInt(to: 0...length) }
        let x0 = min(edge(unitRect.minX, width), width - 1), y0 = min(edge(unitRect.minY, height), height - 1)
        let x1 = max(x0 + 1, edge(unitRect.maxX, width)), y1 = max(y0 + 1, edge(unitRect.maxY, height))
        if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
        var part: [UInt8] = []
        part.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            part += samples[(y * width + x0) * 4 ..< (y * width + x1) * 4]
        }
        return (try? ImagePixels(width: x1 - x0, height: y1 - y0, samples: part)) ?? self
    }
}
