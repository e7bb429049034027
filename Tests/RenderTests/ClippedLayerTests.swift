import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// A filtered layer drawn through a clip is drawn and filtered only where it can show (the
/// clip grown by the filters' reach, `Rasterizer.interest`), and a filtered layer drawn twice
/// is filtered once (`RepeatedLayers`): both must leave every pixel as drawing it all would.
struct ClippedLayerTests {
    /// A photo-like backdrop: a gradient square, a disc and a bar, each in its own colour.
    static let backdrop: [DisplayItem] = [
        .fill(path: TestShapes.rectangle(Rect(x: 10, y: 10, width: 80, height: 80)),
              paint: .linearGradient(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
                                     start: Point(x: 10, y: 10), end: Point(x: 90, y: 90)),
              rule: .nonZero),
        .fill(path: Path(ellipseIn: Rect(x: 30, y: 20, width: 40, height: 40)), paint: .solid(.yellow), rule: .nonZero),
        .fill(path: TestShapes.rectangle(Rect(x: 5, y: 60, width: 90, height: 6)), paint: .solid(.black), rule: .nonZero),
    ]

    /// The backdrop in a layer blurred by 6 points.
    static let blurredBackdrop: [DisplayItem] = [.beginLayer(Layer(filters: [.blur(radius: 6)]))] + backdrop + [.endGroup]

    /// The largest difference of any sample of `a` and `b` inside `rect` (device pixels), and
    /// the largest sample of `b` outside it.
    static func compare(_ a: Pixmap, _ b: Pixmap, inside rect: PixelRect) -> (inside: Int, outside: Int) {
        var inside = 0, outside = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                let isInside = x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY
                if isInside {
                    inside = max(inside, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                                 abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha)))
                } else {
                    outside = max(outside, Int(q.alpha))
                }
            }
        }
        return (inside, outside)
    }

    /// A blurred layer (holding another blurred layer) seen through a small clip is, inside the
    /// clip, what the whole blurred layer is there; outside it, nothing.
    @Test(arguments: [4.0, 30.0]) func aClippedBlurIsTheWholeBlurInsideTheClip(radius: Double) throws {
        let layer: [DisplayItem] = [.beginLayer(Layer(filters: [.blur(radius: radius)]))] + Self.blurredBackdrop + [.endGroup]
        let clipRect = Rect(x: 40, y: 45, width: 20, height: 15)
        let whole = try GaussianBlurTests.render(layer)
        let clipped = try GaussianBlurTests.render([.beginClip(path: TestShapes.rectangle(clipRect), rule: .nonZero)] + layer + [.endClip])
        let pixels = PixelRect(minX: 80, minY: 90, maxX: 120, maxY: 120)
        let (inside, outside) = Self.compare(whole, clipped, inside: pixels)
        #expect(inside <= 1, "largest difference inside the clip: \(inside)")
        #expect(outside == 0)
        // The blur reached the clip: it is not the sharp backdrop there.
        #expect(whole.pixel(x: 100, y: 100)?.alpha ?? 0 > 0)
    }

    /// The same blurred layer drawn twice (behind, and again in a clipped blurred copy, as a
    /// material's backdrop draws it) is found as one repeated layer, and draws as a list in which
    /// the copy differs (an extra clear fill, so it is filtered again) draws.
    @Test func aRepeatedBlurredLayerIsFilteredOnceAndDrawsTheSame() throws {
        func material(_ copy: [DisplayItem]) -> [DisplayItem] {
            Self.blurredBackdrop + [.beginClip(path: TestShapes.rectangle(Rect(x: 20, y: 50, width: 60, height: 30)), rule: .nonZero),
                                    .beginLayer(Layer(filters: [.blur(radius: 8)]))] + copy + [.endGroup, .endClip]
        }
        let repeated = material(Self.blurredBackdrop)
        var distinct = Self.blurredBackdrop
        distinct.insert(.fill(path: TestShapes.rectangle(Rect(x: 0, y: 0, width: 5, height: 5)), paint: .solid(.clear), rule: .nonZero), at: 1)
        let separate = material(distinct)
        let spans = RepeatedLayers(repeated).spans
        #expect(spans.count == 2 && Set(spans.values.map(\.id)).count == 1)
        #expect(spans[0]?.end == Self.blurredBackdrop.count - 1)
        #expect(RepeatedLayers(separate).spans.isEmpty)
        let (inside, _) = Self.compare(try GaussianBlurTests.render(repeated), try GaussianBlurTests.render(separate),
                                       inside: PixelRect(width: 200, height: 200))
        #expect(inside <= 1, "largest difference: \(inside)")
    }

    /// Kept pixels stay within `RepeatedLayers.keptByteBudget`: a second recurring layer that
    /// would pass it is not kept (it is drawn again), the first still is.
    @Test func keptLayersStayWithinTheirBudget() throws {
        let other: [DisplayItem] = [.beginLayer(Layer(filters: [.blur(radius: 2)]))] + Self.backdrop + [.endGroup]
        var repeated = RepeatedLayers(Self.blurredBackdrop + other + Self.blurredBackdrop + other)
        let ids = Set(repeated.spans.values.map(\.id))
        #expect(ids.count == 2)
        let side = Int((Double(RepeatedLayers.keptByteBudget) / 4 * 0.6).squareRoot())
        let big = try Pixmap(width: side, height: side)
        for id in ids.sorted() { repeated.keep(id, pixels: big, exact: nil) }
        let kept = ids.sorted().map { repeated.take($0, exactOver: nil) != nil }
        #expect(kept == [true, false])
    }

    /// A blur over many pixels takes the three boxes at any σ, so its cost stays bounded by its
    /// area; over few, the exact kernel.
    @Test func aBlurOverAHugeAreaTakesTheBoxes() {
        let small = AxisBlur.pair(sigma: 16, shift: (0, 0), bound: 10_000, pixels: 800 * 800)
        if case .boxes = small.0 { Issue.record("σ = 16 px over 800×800 pixels should be exact") }
        let huge = AxisBlur.pair(sigma: 16, shift: (0, 0), bound: 10_000, pixels: 8_000 * 8_000)
        if case .exact = huge.0 { Issue.record("σ = 16 px over 8,000×8,000 pixels should take the boxes") }
        if case .exact = huge.1 { Issue.record("both axes take the boxes") }
    }
}
