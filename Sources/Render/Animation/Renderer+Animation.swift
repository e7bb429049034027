import Canvas
import Geometry

extension Renderer {
    /// The animation as an animated PNG (APNG) that loops forever; its first frame is also the
    /// still image viewers without APNG support show.
    ///
    /// Each distinct frame is rasterized exactly as `png(_:)` would draw it on its own, and each
    /// step stores only the rectangle that changed since the step before, compressed by this
    /// renderer's `pngEncoder` (see `AnimationFrameEncoder`). The bytes go
    /// through the render cache like a still figure's, so re-running an unchanged cell
    /// rasterizes nothing.
    ///
    /// The thread's `ResourceContext` is asked before each frame (and inside each, as for a
    /// still), so the kernel's interrupt stops the rendering.
    ///
    /// - Throws: `RenderError` when a frame is refused (too many pixels) or encoding fails; with
    ///   `limit` set when the interrupt or the memory limit stopped it.
    public func apng(_ animation: AnimatedFigure) throws(RenderError) -> [UInt8] {
        func render() throws(RenderError) -> [UInt8] {
            try AnimationFrameEncoder(renderer: self, animation: animation).apng()
        }
        return try cachedBytes(for: cacheKey(animation, format: "apng"), render: render)
    }

    /// The animation as an SVG document animated with SMIL, looping forever; without animation
    /// support (or in a still renderer such as rsvg-convert) it shows the first frame.
    ///
    /// See `AnimatedSVGWriter` for the two forms (tweened paths, or frames switched in turn).
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted.
    public func animatedSVG(_ animation: AnimatedFigure) throws(RenderError) -> String {
        let size = svgSize(of: animation.frames[0])
        let render = { () throws(RenderError) -> [UInt8] in Array(try AnimatedSVGWriter.document(for: animation, size: size).utf8) }
        return String(decoding: try cachedBytes(for: cacheKey(animation, format: "svg-animated"), render: render), as: UTF8.self)
    }

    /// The SVG's size for a figure: the pixel size over the scale, or the plain size if refused.
    func svgSize(of figure: Figure) -> Size {
        guard let (width, height) = try? pixelSize(of: figure) else { return figure.displayList.size }
        return Size(width: Double(width) / figure.scale, height: Double(height) / figure.scale)
    }

    /// The cache file name of an animation: its frames, their order and rate, and the format.
    func cacheKey(_ animation: AnimatedFigure, format: String) -> String {
        var hasher = StableHasher()
        hasher.combine(Self.outputVersion)
        hasher.combine(Self.animationOutputVersion)
        hasher.combine(format)
        hasher.combine(animation.framesPerSecond)
        hasher.combine(animation.returnsToStart ? 1 : 0)
        hasher.combine(animation.sequence.count)
        for step in animation.sequence { hasher.combine(step) }
        if format != "apng" { hasher.combine(animation.description) }  // the animated SVG's title
        hasher.combine(animation.frames.count)
        for frame in animation.frames {
            // A still's key covers its scale, encoder settings and display list.
            hasher.combine(cacheKey(frame, format: format == "apng" ? "png" : "svg"))
        }
        return hasher.finalize() + "." + (format == "apng" ? "png" : "svg")
    }

    /// Bumped whenever the APNG or animated SVG writers change what they output.
    static let animationOutputVersion = "animation-2"
}
