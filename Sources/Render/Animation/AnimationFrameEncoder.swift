import Canvas
import Geometry

/// Rasterizes an animation's frames and compresses each as an APNG frame that covers only the
/// pixels that changed since the frame before.
///
/// Every frame is drawn exactly as `Renderer.pixmap(_:)` draws it on its own. The first APNG
/// frame is the whole canvas; each later one is the smallest rectangle outside which its pixels
/// equal the previous frame's (a frame identical to the one before is one unchanged pixel). With
/// `APNG_DISPOSE_OP_NONE` and `APNG_BLEND_OP_SOURCE` the viewer's canvas then holds exactly the
/// full frame after each step, and when the loop starts again the full first frame replaces it.
/// A small motion over a large canvas costs the small rectangle, not the canvas.
///
/// All frames share one pixel format: RGB when every frame's background is opaque (every pixel
/// then is; a region found not to be makes the whole animation start again in RGBA), else RGBA.
/// Rasterized frames are kept for reuse within `pixmapBudget` bytes, so an autoreversing
/// animation, which shows each inner frame twice, usually draws it once.
struct AnimationFrameEncoder {
    let renderer: Renderer
    let animation: AnimatedFigure
    /// The most bytes of rasterized frames kept for reuse.
    var pixmapBudget = 64 << 20

    /// The animated PNG.
    ///
    /// - Throws: `RenderError` when a frame is refused, encoding fails, or the thread's
    ///   `ResourceContext` was interrupted.
    func apng() throws(RenderError) -> [UInt8] {
        let opaque = animation.frames.allSatisfy { $0.displayList.background.alpha >= 1 }
        if opaque, let bytes = try apng(channels: 3) { return bytes }
        guard let bytes = try apng(channels: 4) else {
            throw RenderError("an animation frame could not be encoded as RGBA")
        }
        return bytes
    }

    /// The animated PNG in RGB (`channels` 3) or RGBA (4); nil when RGB was asked for and a
    /// frame has a pixel that is not opaque.
    private func apng(channels: Int32) throws(RenderError) -> [UInt8]? {
        var kept: [Int: Pixmap] = [:]
        var keptBytes = 0
        var previous: Pixmap?
        var frames: [APNGWriter.Frame] = []
        var header: PNGChunk?
        var ancillary: [PNGChunk] = []
        for run in APNGWriter.runs(of: animation.sequence) {
            try ResourceContext.checkpoint(RenderError.init)
            let figure = animation.frames[run.still]
            let current: Pixmap
            if let pixmap = kept[run.still] {
                current = pixmap
            } else {
                current = try renderer.pixmap(figure)
                if keptBytes + current.samples.count <= pixmapBudget {
                    kept[run.still] = current
                    keptBytes += current.samples.count
                }
            }
            var region = previous.map { Self.changedRegion(from: $0, to: current) } ?? current.bounds
            if region.isEmpty { region = PixelRect(width: 1, height: 1) }
            let samples = Self.samples(of: current, in: region)
            if channels == 3, !PNGEncoder.isOpaque(samples) { return nil }
            let png = try renderer.pngEncoder.encode(premultiplied: samples, width: region.width, height: region.height,
                                                     channels: channels, scale: figure.scale)
            let chunks = try PNGChunk.chunks(in: png)
            if header == nil {
                header = chunks.first { $0.type == "IHDR" }
                ancillary = chunks.filter { !["IHDR", "IDAT", "IEND"].contains($0.type) }
            }
            frames.append(APNGWriter.Frame(x: region.minX, y: region.minY, width: region.width, height: region.height,
                                           delay: run.length, imageData: chunks.filter { $0.type == "IDAT" }.flatMap(\.data)))
            previous = current
        }
        guard let header else { throw RenderError("an animation needs at least one frame") }
        return try APNGWriter.animation(header: header, ancillary: ancillary, frames: frames,
                                        framesPerSecond: animation.framesPerSecond)
    }

    /// The smallest rectangle outside which `current` equals `previous` (empty when they are equal).
    static func changedRegion(from previous: Pixmap, to current: Pixmap) -> PixelRect {
        guard previous.width == current.width, previous.height == current.height else { return current.bounds }
        let width = current.width
        var region = PixelRect(minX: width, minY: current.height, maxX: 0, maxY: 0)
        previous.samples.withUnsafeBytes { oldBytes in
            current.samples.withUnsafeBytes { newBytes in
                let old = oldBytes.bindMemory(to: UInt32.self), new = newBytes.bindMemory(to: UInt32.self)
                for row in 0..<current.height {
                    let start = row * width
                    guard let first = (start..<start + width).first(where: { old[$0] != new[$0] }) else { continue }
                    let last = (first..<start + width).last { old[$0] != new[$0] } ?? first
                    region.minY = min(region.minY, row)
                    region.maxY = row + 1
                    region.minX = min(region.minX, first - start)
                    region.maxX = max(region.maxX, last - start + 1)
                }
            }
        }
        return region
    }

    /// The premultiplied samples of `pixmap` inside `region`, row by row.
    static func samples(of pixmap: Pixmap, in region: PixelRect) -> [UInt8] {
        if region == pixmap.bounds { return pixmap.samples }
        var result: [UInt8] = []
        result.reserveCapacity(region.width * region.height * 4)
        for row in region.minY..<region.maxY {
            let start = (row * pixmap.width + region.minX) * 4
            result += pixmap.samples[start..<start + region.width * 4]
        }
        return result
    }
}
