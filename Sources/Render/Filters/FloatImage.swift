import Geometry

/// A rectangle of a layer as floating-point samples, for the filters: premultiplied RGBA (four
/// channels) or alpha alone (one), 0…1, row by row.
///
/// Reading and writing a large layer takes a second in a debug build: both stop every 64 rows
/// once the thread's `ResourceContext` is interrupted, leaving a partial image that the
/// rasterizer's next checkpoint throws away.
struct FloatImage {
    /// The pixels held, in the pixmap's coordinates.
    let rect: PixelRect
    let channels: Int
    var samples: [Float]

    /// Zeros over `rect`.
    init(rect: PixelRect, channels: Int) {
        self.rect = rect
        self.channels = channels
        samples = [Float](repeating: 0, count: rect.width * rect.height * channels)
    }

    /// `samples` over `rect`, `channels` a pixel, row by row.
    init(rect: PixelRect, channels: Int, samples: [Float]) {
        self.rect = rect
        self.channels = channels
        self.samples = samples
    }

    /// The pixmap's samples over `rect` (premultiplied RGBA, or alpha alone for one channel).
    init(_ pixmap: Pixmap, rect: PixelRect, channels: Int) {
        self.init(rect: rect, channels: channels)
        let width = rect.width
        let resources = ResourceContext.current
        pixmap.samples.withUnsafeBufferPointer { source in
            samples.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<rect.height {
                    // Interrupted: stop with zeros below; the rasterizer's next checkpoint throws.
                    if row & 63 == 63, resources?.isInterruptRequested == true { return }
                    let sourceRow = from + ((rect.minY + row) * pixmap.width + rect.minX) * 4
                    let targetRow = to + row * width * channels
                    if channels == 4 {
                        for i in 0..<(width * 4) { targetRow[i] = Float(sourceRow[i]) * (1 / 255) }
                    } else {
                        for x in 0..<width { targetRow[x] = Float(sourceRow[x * 4 + 3]) * (1 / 255) }
                    }
                }
            }
        }
    }

    /// Writes these premultiplied RGBA samples into `pixmap` over `rect`, rounded to 8 bits and
    /// kept valid (each colour channel at most the alpha).
    func write(into pixmap: inout Pixmap) {
        guard channels == 4 else { return }
        let width = rect.width, pixmapWidth = pixmap.width
        let resources = ResourceContext.current
        samples.withUnsafeBufferPointer { source in
            pixmap.samples.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<rect.height {
                    // Interrupted: the layer is never composited (the next checkpoint throws).
                    if row & 63 == 63, resources?.isInterruptRequested == true { return }
                    let sourceRow = from + row * width * 4
                    let targetRow = to + ((rect.minY + row) * pixmapWidth + rect.minX) * 4
                    for x in 0..<width {
                        let alpha = Self.byte(sourceRow[x * 4 + 3])
                        targetRow[x * 4 + 3] = alpha
                        for channel in 0..<3 { targetRow[x * 4 + channel] = min(alpha, Self.byte(sourceRow[x * 4 + channel])) }
                    }
                }
            }
        }
    }

    /// A sample 0…1 as a rounded byte (NaN as 0).
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        return value >= 1 ? 255 : UInt8(value * 255 + 0.5)
    }
}

extension Pixmap {
    /// The smallest rectangle inside `limit` holding every pixel that is not fully transparent,
    /// or nil when there is none.
    func contentBounds(within limit: PixelRect) -> PixelRect? {
        let area = limit.intersection(bounds)
        guard !area.isEmpty else { return nil }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        samples.withUnsafeBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in area.minY..<area.maxY {
                let row = y * width
                var x = area.minX
                while x < area.maxX, words[row + x] == 0 { x += 1 }
                guard x < area.maxX else { continue }
                var last = area.maxX - 1
                while words[row + last] == 0 { last -= 1 }
                minX = Swift.min(minX, x)
                maxX = Swift.max(maxX, last + 1)
                minY = Swift.min(minY, y)
                maxY = y + 1
            }
        }
        guard minX < maxX else { return nil }
        return PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Every pixel inside `rect` made fully transparent.
    mutating func clear(_ rect: PixelRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        samples.withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in area.minY..<area.maxY {
                for x in area.minX..<area.maxX { words[y * width + x] = 0 }
            }
        }
    }
}
