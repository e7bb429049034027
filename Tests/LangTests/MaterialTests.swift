import Canvas
import Geometry
import Testing
@testable import Lang

/// Materials as a blur of what lies behind them (`.background(.ultraThinMaterial)` over a
/// picture): the material's shape shows a copy of what was drawn before it, on the preview's
/// white window, clipped to its bounds, in a layer blurred by the material's radius with normalized
/// edges and clipped to the shape, then its tint; with nothing behind, the tint alone.
@Suite struct MaterialTests {
    static let cell = """
        ZStack {
            HStack(spacing: 0) { Color.red; Color.blue }
            Color.clear.background(.ultraThinMaterial)
        }
        .frame(width: 40, height: 20)
        """

    @Test func aMaterialBlursWhatLiesBehindIt() throws {
        // `Color.clear` itself draws a clear fill after its background: left out.
        let items = try SurfaceCompletionTests.drawn(Self.cell).items.filter {
            if case .fill(_, .solid(let color), _) = $0 { color.alpha > 0 } else { true }
        }
        let frame = Rect(x: 0, y: 0, width: 40, height: 20)
        let radius = try #require(RGBA.materialBlurRadii["ultraThinMaterial"])
        let tint = try #require(RGBA.materials["ultraThinMaterial"])
        #expect(items.count == 12)
        guard items.count == 12 else { return }
        // What lies behind: the two halves.
        let behind = Array(items[0..<2])
        guard case .beginClip(let clip, .nonZero) = items[2], case .beginLayer(let layer) = items[3],
              case .beginClip(let bounds, .nonZero) = items[4],
              case .fill(let window, .solid(.white), _) = items[5], case .fill(let glass, .solid(let painted), _) = items[11] else {
            Issue.record("unexpected items: \(items)")
            return
        }
        #expect(clip.boundingRect == frame)
        // Blurred with its edges normalized: what lies outside the material's bounds stays out.
        #expect(layer == Layer(filters: [.blur(radius: radius), .colorMatrix(.normalizingEdges)]))
        #expect(bounds.boundingRect == frame && window.boundingRect == frame)
        #expect(Array(items[6..<8]) == behind)
        #expect(items[8] == .endClip && items[9] == .endGroup && items[10] == .endClip)
        #expect(glass.boundingRect == frame && painted == tint)
    }

    /// With nothing drawn before it, or nothing within its bounds, a material is its tint; text
    /// painted with a material is too.
    @Test func withNothingBehindAMaterialIsItsTint() throws {
        let tint = try #require(RGBA.materials["regularMaterial"])
        let alone = try SurfaceCompletionTests.drawn("Rectangle().fill(.regularMaterial).frame(width: 30, height: 20)").items
        #expect(alone.count == 1)
        if case .fill(_, .solid(let color), _)? = alone.first { #expect(color == tint) } else { Issue.record("\(alone)") }
        let text = try SurfaceCompletionTests.drawn(#"ZStack { Color.blue; Text("Glass").foregroundStyle(.regularMaterial) }"#).items
        #expect(!text.contains { if case .beginLayer = $0 { true } else { false } })
        let far = try SurfaceCompletionTests.drawn("""
            HStack(spacing: 100) { Color.red.frame(width: 10, height: 10); Rectangle().fill(.ultraThinMaterial).frame(width: 10, height: 10) }
            """).items
        #expect(far.count == 2)
    }

    /// In the dark appearance the copy is on the dark window.
    @Test func theDarkWindowIsBlack() throws {
        let items = try SurfaceCompletionTests.drawn(Self.cell + ".colorScheme(.dark)").items
        #expect(items.contains { if case .fill(_, .solid(.black), _) = $0 { true } else { false } })
        #expect(!items.contains { if case .fill(_, .solid(.white), _) = $0 { true } else { false } })
    }
}
