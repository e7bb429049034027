import Geometry

/// Stage 3 of the rasterizer: how much of each pixel a shape covers, 0…1, over a pixel rectangle.
///
/// Built from an accumulation by a running sum along each row, which yields the average winding
/// number over each pixel, then folded by the fill rule:
/// - nonzero: `min(1, |w|)`;
/// - even-odd: the distance of `|w|` from the nearest even number (a triangle wave: 0 at 0 and 2,
///   1 at 1).
///
/// Both folds are exact wherever the winding number takes at most two values within a pixel that
/// differ by one — every pixel not crossed by two edges — which covers interiors, holes, and
/// edges of non-overlapping contours. In a pixel where edges of overlapping contours cross, the
/// fold sees only the average winding, so the coverage is an approximation (FreeType's
/// "gray" rasterizer and tiny-skia's analytic AA make the same trade); whole pixels inside
/// same-direction overlaps stay fully covered and even-odd holes stay exactly empty. Fills
/// resolve those pixels exactly (`OverlapResolver`, from the blitter); clip masks built here
/// do not yet.
///
/// Clip masks are coverage masks too: outside `rect` the coverage is 0.
struct CoverageMask: Sendable {
    /// The pixels described; everything outside is uncovered.
    let rect: PixelRect
    /// Row-major coverage, `rect.width` per row.
    private(set) var values: [Float]

    /// A mask with every pixel of `rect` at `value`.
    init(rect: PixelRect, value: Float) {
        self.rect = rect
        values = [Float](repeating: value, count: rect.width * rect.height)
    }

    /// Resolves an accumulation into coverage under `rule`.
    init(_ accumulator: CoverageAccumulator, rule: FillRule) {
        rect = accumulator.rect
        let width = rect.width
        values = [Float](repeating: 0, count: width * rect.height)
        accumulator.accumulation.withUnsafeBufferPointer { cells in
            values.withUnsafeMutableBufferPointer { out in
                for row in 0..<rect.height {
                    var winding: Float = 0
                    let cellBase = row * accumulator.stride, outBase = row * width
                    for column in 0..<width {
                        winding += cells[cellBase + column]
                        out[outBase + column] = Self.fold(winding, rule: rule)
                    }
                }
            }
        }
    }

    /// The coverage of an average winding number under `rule`.
    @inline(__always)
    static func fold(_ winding: Float, rule: FillRule) -> Float {
        let magnitude = abs(winding)
        switch rule {
        case .nonZero:
            return magnitude < 1e-6 ? 0 : min(1, magnitude)
        case .evenOdd:
            let phase = magnitude - 2 * (magnitude * 0.5).rounded(.down)
            let coverage = phase > 1 ? 2 - phase : phase
            return coverage < 1e-6 ? 0 : coverage
        }
    }

    /// The coverage at column `x`, row `y` (device pixels); 0 outside the rectangle.
    func coverage(x: Int, y: Int) -> Float {
        guard x >= rect.minX, x < rect.maxX, y >= rect.minY, y < rect.maxY else { return 0 }
        return values[(y - rect.minY) * rect.width + (x - rect.minX)]
    }

    /// Runs `body` with the mask's storage (row-major, `rect.width` per row).
    func withValues<Result>(_ body: (UnsafeBufferPointer<Float>) -> Result) -> Result {
        values.withUnsafeBufferPointer(body)
    }

    /// The pixel-wise product of two masks (a shape seen through a clip), over their overlap.
    func intersected(with other: CoverageMask) -> CoverageMask {
        var result = CoverageMask(rect: rect.intersection(other.rect), value: 0)
        let overlap = result.rect
        guard !overlap.isEmpty else { return result }
        for y in overlap.minY..<overlap.maxY {
            for x in overlap.minX..<overlap.maxX {
                result.values[(y - overlap.minY) * overlap.width + (x - overlap.minX)] =
                    coverage(x: x, y: y) * other.coverage(x: x, y: y)
            }
        }
        return result
    }
}

extension CoverageMask {
    /// The coverage of `edges` under `rule`, limited to `bounds` (the pixmap and any clip).
    init(edges: EdgeList, rule: FillRule, within bounds: PixelRect) {
        var accumulator = CoverageAccumulator(rect: edges.pixelBounds.intersection(bounds))
        accumulator.accumulate(edges)
        self.init(accumulator, rule: rule)
    }
}
