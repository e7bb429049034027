import Canvas
import Geometry

/// Turns a figure into pixels, PNG bytes and SVG text, through an optional render cache.
///
/// ```swift
/// let renderer = Renderer(cache: RenderCache())
/// let png = try renderer.png(figure)   // figure deflate, with a pHYs chunk for the figure's scale
/// let svg = renderer.svg(figure)       // readable SVG in points
/// let pdf = renderer.pdf(figure)       // one-page vector PDF in points
/// ```
/// The pixel size is `ceil(size × scale)` on each side (at least one pixel); the SVG's size in
/// points is that pixel size divided by the scale, so both outputs cover exactly the same area.
public struct Renderer: Sendable {
    /// The largest pixmap `pixmap` and `png` agree to make; bigger figures throw.
    public var maximumPixelCount = 50_000_000
    /// The PNG encoder and its settings (`PNGEncoder.figures`: figure deflate, unfiltered).
    public var pngEncoder = PNGEncoder.figures
    /// The rows where a render splits into bands drawn on parallel threads, or nil to decide by
    /// size and core count (two bands from `Rasterizer.bandingPixelThreshold` pixels). The pixels
    /// are the same either way; `[]` forces one thread.
    public var bandSplitRows: [Int]? = nil
    /// Where encoded renderings are kept between calls; nil renders every time.
    public var cache: RenderCache?

    /// A renderer using `cache`, or none.
    public init(cache: RenderCache? = nil) {
        self.cache = cache
    }

    /// The PNG's size in device pixels: `ceil(size × scale)`, at least 1.
    ///
    /// - Throws: `RenderError` for a non-finite or negative size or scale, or more pixels than
    ///   `maximumPixelCount`.
    public func pixelSize(of figure: Figure) throws(RenderError) -> (width: Int, height: Int) {
        let size = figure.displayList.size, scale = figure.scale
        guard scale.isFinite, scale > 0 else {
            throw RenderError("the scale must be a positive number, not \(scale)")
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw RenderError("a figure needs a finite, non-negative size, not \(size.width)×\(size.height) points")
        }
        let limit = Double(maximumPixelCount)
        // A hair below the next integer still rounds down, so 100.000000001 × 2 stays 200 pixels.
        let width = max(1, (size.width * scale - 1e-9).rounded(.up))
        let height = max(1, (size.height * scale - 1e-9).rounded(.up))
        guard width * height <= limit else {
            throw RenderError("the figure would be \(Self.pixelCountText(width))×\(Self.pixelCountText(height)) pixels, more than the limit of \(maximumPixelCount); make it smaller or lower Canvas.scale")
        }
        return (Int(width), Int(height))
    }

    /// A pixel count for a message: an integer where it is one, else Swift's Double notation
    /// (`2e+20`), since `Int(_:)` traps beyond `Int.max` (a 1e20-point path reaches this).
    private static func pixelCountText(_ count: Double) -> String {
        Int(exactly: count).map(String.init) ?? "\(count)"
    }

    /// The figure rasterized into premultiplied RGBA (never cached: it is the uncompressed form).
    ///
    /// - Throws: `RenderError` when the figure's size is refused (see `pixelSize(of:)`); with
    ///   `limit` set when the thread's `ResourceContext` refused the memory or was interrupted.
    public func pixmap(_ figure: Figure) throws(RenderError) -> Pixmap {
        let (width, height) = try pixelSize(of: figure)
        let splits = bandSplitRows ?? Rasterizer.automaticSplitRows(pixelCount: width * height, height: height)
        // Each band draws on a pixmap of the whole size (docs/render.md).
        try ResourceContext.reserve(width * height * 4 * (splits.count + 1),
                                    for: "drawing a figure of \(width)×\(height) pixels", RenderError.init)
        return try Rasterizer.drawBanded(figure.displayList.items, width: width, height: height,
                                         background: figure.displayList.background, scale: figure.scale, splitRows: splits)
    }

    /// The figure as PNG bytes with a pHYs chunk of `scale × 72` dpi.
    ///
    /// - Throws: `RenderError` when the figure's size is refused or encoding fails.
    public func png(_ figure: Figure) throws(RenderError) -> [UInt8] {
        let render = { () throws(RenderError) -> [UInt8] in
            try pngEncoder.encode(try pixmap(figure), scale: figure.scale)
        }
        return try cachedBytes(for: cacheKey(figure, format: "png"), render: render)
    }

    /// The render cache's bytes for `key`, or `render()`'s, stored there; without a cache,
    /// `render()`'s. Errors other than `RenderError` (the cache's own) become one.
    func cachedBytes(for key: String, render: () throws(RenderError) -> [UInt8]) throws(RenderError) -> [UInt8] {
        guard let cache else { return try render() }
        do {
            return try cache.bytes(for: key) { try render() }
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("rendering failed: \(error)")
        }
    }

    /// The figure as an SVG document whose size in points matches the PNG's pixels ÷ scale.
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted.
    public func svg(_ figure: Figure) throws(RenderError) -> String {
        let render = { () throws(RenderError) -> [UInt8] in
            Array(try SVGWriter.document(for: figure.displayList, size: svgSize(figure), title: figure.description).utf8)
        }
        return String(decoding: try cachedBytes(for: cacheKey(figure, format: "svg"), render: render), as: UTF8.self)
    }

    /// The figure as a one-page vector PDF of the SVG's size in points (docs/render.md).
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted or refused the
    ///   memory of a part of the page drawn as pixels.
    public func pdf(_ figure: Figure) throws(RenderError) -> [UInt8] {
        let render = { () throws(RenderError) -> [UInt8] in
            try PDFWriter.document(for: figure.displayList, size: svgSize(figure), scale: figure.scale,
                                   title: figure.description, rasterPixelLimit: maximumPixelCount)
        }
        return try cachedBytes(for: cacheKey(figure, format: "pdf"), render: render)
    }

    /// The SVG's size: the pixel size over the scale, or the plain size if that is refused.
    private func svgSize(_ figure: Figure) -> Size {
        guard let (width, height) = try? pixelSize(of: figure) else { return figure.displayList.size }
        return Size(width: Double(width) / figure.scale, height: Double(height) / figure.scale)
    }

    /// The cache file name: a stable hash of everything that changes the bytes, plus the format.
    func cacheKey(_ figure: Figure, format: String) -> String {
        var hasher = StableHasher()
        hasher.combine(Self.outputVersion)
        hasher.combine(format)
        hasher.combine(figure.scale)
        if format == "png" {
            hasher.combine(Int(pngEncoder.compressionLevel))
            hasher.combine(Int(pngEncoder.filters.rawValue))
            hasher.combine(Int(pngEncoder.strategy?.rawValue ?? -1))
            hasher.combine(pngEncoder.compressor.cacheName)
        }
        // The SVG's and the PDF's titles are the description.
        if format != "png" { hasher.combine(figure.description) }
        hasher.combine(figure.displayList)
        return hasher.finalize() + "." + format
    }

    /// Bumped whenever the rasterizer or writers change what they output, so stale disk entries
    /// from an older Shapebook are never served.
    static let outputVersion = "render-12"
}
