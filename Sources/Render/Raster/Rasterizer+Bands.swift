import Canvas
import Foundation
import Geometry
import Synchronization

/// Banded rendering: a large pixmap drawn as horizontal bands of rows on several threads.
///
/// Every band runs the whole display list through its own `Rasterizer`, restricted to its rows
/// (`drawableBounds` includes the band, so accumulation, overlap resolution, clip masks, images
/// and group compositing all stop at its edges). A row's coverage depends only on the edges
/// crossing it (row pieces are cut from each edge's own end points, whichever row the
/// accumulation starts at), so the bands' rows are byte-identical to a one-thread render; the
/// test `BandedRenderTests` checks this on the whole figure catalogue with splits at odd rows,
/// inside anti-aliased edges and bands of one row. Items whose bounds miss a band are skipped
/// there before flattening, so each path is flattened or stroked about once in all.
///
/// Lists with a layer that blurs or casts a shadow (`[DisplayItem].readsNeighbours`) are drawn
/// in one band: those filters read pixels in rows beyond the band's.
///
/// `BandThreads` runs the bands and joins its threads before returning, so no thread outlives
/// the render; the bands share nothing mutable but the result slots, which a `Mutex` guards.
extension Rasterizer {
    /// Below this many pixels a render stays on one thread. On a quiet machine two bands paid
    /// from 22,500 pixels up (the typical figure at scale 0.5: 0.51 ms against 0.61 ms), but on a
    /// busy one they lost by ~0.1 ms at that size; from the typical 600×600-pixel figure up they
    /// win by 0.6 ms when a core is free (docs/benchmarks.md), so the threshold sits just below it.
    static let bandingPixelThreshold = 250_000

    /// The rows at which a render of `pixelCount` pixels, `height` rows tall, splits into bands
    /// on this machine: none below `bandingPixelThreshold` or with one core, else one split per
    /// extra core (at most one, for two bands), at the middle row.
    static func automaticSplitRows(pixelCount: Int, height: Int) -> [Int] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard pixelCount >= bandingPixelThreshold, cores > 1, height >= 2 else { return [] }
        return [height / 2]
    }

    /// `items` drawn at `scale` onto a `width`×`height` pixmap filled with `background`, in bands
    /// of rows split at `splitRows` (rows where a band starts; out-of-range and repeated rows are
    /// ignored), the bands on parallel threads. The pixels are the same as
    /// `Rasterizer(pixmap:scale:).draw(items)` on a pixmap filled with `background`.
    ///
    /// Each band fills only its own rows of its own pixmap, on its own thread (no serial 16 MB
    /// fill before the threads start); the first band's pixmap becomes the result and the other
    /// bands' rows are copied into it.
    static func drawBanded(_ items: [DisplayItem], width: Int, height: Int, background: RGBA,
                           scale: Double, splitRows: [Int]) -> Pixmap {
        // A blur or shadow reads rows beyond a band's own, so such lists draw in one band.
        let splits = items.readsNeighbours ? [] : Array(Set(splitRows.filter { $0 > 0 && $0 < height })).sorted()
        guard !splits.isEmpty else {
            var rasterizer = Rasterizer(pixmap: Pixmap(width: width, height: height, background: background,
                                                       onlyRows: 0..<height), scale: scale)
            return rasterizer.draw(items)
        }
        let edges = [0] + splits + [height]
        let bands = (0..<(edges.count - 1)).map {
            PixelRect(minX: 0, minY: edges[$0], maxX: width, maxY: edges[$0 + 1])
        }
        let results = Mutex<[Pixmap?]>([Pixmap?](repeating: nil, count: bands.count))
        // At least one extra thread even on one core, so a forced split is still exercised.
        let extraThreads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        BandThreads.run(count: bands.count, extraThreads: extraThreads) { index in
            let band = bands[index]
            let start = Pixmap(width: width, height: height, background: background, onlyRows: band.minY..<band.maxY)
            var rasterizer = Rasterizer(pixmap: start, scale: scale, band: band)
            let drawn = rasterizer.draw(items)
            results.withLock { $0[index] = drawn }
        }
        // Taken out of the mutex, and the first one out of the array, so that `merged` holds the
        // only reference to its samples: a second one would make the copy below write into a
        // fresh 16 MB copy-on-write duplicate (page faults and all) instead of in place.
        var drawnBands = results.withLock { bands in
            defer { bands = [] }
            return bands
        }
        // The first band's pixmap becomes the result; the other bands' rows are copied in.
        guard var merged = drawnBands[0].take() else {
            return Pixmap(width: width, height: height, background: background, onlyRows: 0..<height)
        }
        let rowBytes = width * 4
        merged.samples.withUnsafeMutableBytes { destination in
            for (band, drawn) in zip(bands, drawnBands).dropFirst() {
                guard let drawn else { continue }
                drawn.samples.withUnsafeBytes { source in
                    guard let to = destination.baseAddress, let from = source.baseAddress,
                          source.count == destination.count else { return }
                    let offset = band.minY * rowBytes
                    (to + offset).copyMemory(from: from + offset, byteCount: band.height * rowBytes)
                }
            }
        }
        return merged
    }

    /// Whether `path`, widened by `margin` points on every side, may reach this rasterizer's
    /// band: false only when its control points' box (which holds the flattened curve) lies
    /// wholly above or below the band, with a pixel to spare for the flattening tolerance.
    func mayTouchBand(_ path: Path, margin: Double) -> Bool {
        guard let band else { return true }
        var minY = Double.infinity, maxY = -Double.infinity
        func include(_ y: Double) {
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                include(p.y)
            case .quadCurve(let p, let c):
                include(p.y)
                include(c.y)
            case .curve(let p, let c1, let c2):
                include(p.y)
                include(c1.y)
                include(c2.y)
            case .closeSubpath:
                break
            }
        }
        let top = (minY - margin) * scale - 1, bottom = (maxY + margin) * scale + 1
        // NaN or infinite bounds compare false and so are drawn: the one-band path decides.
        return !(bottom < Double(band.minY) || top > Double(band.maxY))
    }

    /// How far, in points, a stroke's outline may reach from its path: half the width times the
    /// miter limit for miter joins (the longest a miter gets), else times √2 (a square cap's
    /// corner), since round joins and caps and the sides stay within half the width.
    static func strokeReach(_ style: StrokeStyle) -> Double {
        let half = style.lineWidth / 2
        let squareCorner = 2.0.squareRoot()
        let factor = style.lineJoin == .miter ? max(style.miterLimit, squareCorner) : squareCorner
        return half * factor + 1
    }
}
