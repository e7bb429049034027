import Canvas
import Foundation
import Geometry
import Testing
@testable import Render

/// Materials as a preview draws them, pixel by pixel against the closed form: what lies behind
/// blurred, the tint over it.
struct MaterialPixelTests {
    /// The mean colour of two points' pixels of the cell's figure at scale 2.
    static func mean(_ cell: String, _ a: (Int, Int), _ b: (Int, Int)) throws -> (Double, Double, Double) {
        let pixmap = try Renderer().pixmap(try ScriptFigures().figure(cell))
        let p = try #require(pixmap.pixel(x: a.0, y: a.1)), q = try #require(pixmap.pixel(x: b.0, y: b.1))
        return ((Double(p.red) + Double(q.red)) / 2, (Double(p.green) + Double(q.green)) / 2, (Double(p.blue) + Double(q.blue)) / 2)
    }

    /// `tint` over the straight colour `below`, in 8-bit levels.
    static func over(_ tint: RGBA, _ below: (Double, Double, Double)) -> (Double, Double, Double) {
        (tint.red * 255 * tint.alpha + below.0 * (1 - tint.alpha), tint.green * 255 * tint.alpha + below.1 * (1 - tint.alpha),
         tint.blue * 255 * tint.alpha + below.2 * (1 - tint.alpha))
    }

    static func expectNear(_ got: (Double, Double, Double), _ want: (Double, Double, Double), _ what: String) {
        #expect(abs(got.0 - want.0) <= 2 && abs(got.1 - want.1) <= 2 && abs(got.2 - want.2) <= 2, "\(what): \(got), expected \(want)")
    }

    /// `.ultraThinMaterial` over the whole of a red half and a blue half, 200 by 100 points.
    static let halves = """
        ZStack {
            HStack(spacing: 0) { Color.red; Color.blue }
            Color.clear.background(.ultraThinMaterial)
        }
        .frame(width: 200, height: 100)
        """

    /// Over a red half and a blue half, a material blurs the edge between them: on the edge (the
    /// two pixel columns either side of it) the blur is half of each, by symmetry, with the tint
    /// over it; 5σ and more from every edge, each colour alone under the tint.
    @Test func aMaterialBlursTheEdgeBehindIt() throws {
        let cell = Self.halves
        let tint = try #require(RGBA.materials["ultraThinMaterial"])
        let (red, blue) = ((255.0, 59.0, 48.0), (0.0, 122.0, 255.0))
        let half = ((red.0 + blue.0) / 2, (red.1 + blue.1) / 2, (red.2 + blue.2) / 2)
        Self.expectNear(try Self.mean(cell, (199, 100), (200, 100)), Self.over(tint, half), "on the edge")
        Self.expectNear(try Self.mean(cell, (80, 100), (81, 100)), Self.over(tint, red), "over the red")
        Self.expectNear(try Self.mean(cell, (320, 100), (321, 100)), Self.over(tint, blue), "over the blue")
    }

    /// A material reads only what lies behind its own bounds, with its edges normalized: at the
    /// figure's edge it is as in its middle (nothing beyond the figure thins its blur, as the
    /// window's edge does not in a preview), and beside other colours it does not take them in.
    @Test func aMaterialBlursOnlyWhatLiesBehindItsBounds() throws {
        let cell = Self.halves
        // Two pixels right of the red/blue edge, the top row is as the middle row: the blur
        // across the edge is the same, and along the column there is only blue.
        let top = try Self.mean(cell, (202, 0), (202, 1)), middle = try Self.mean(cell, (202, 100), (202, 101))
        Self.expectNear(top, middle, "the top edge")
        #expect(abs(top.0 - middle.0) + abs(top.2 - middle.2) < 2, "\(top) \(middle)")
        // A material over the blue half only, beside the red: its edge is the tint over blue.
        let beside = """
            ZStack(alignment: .trailing) {
                HStack(spacing: 0) { Color.red; Color.blue }
                Color.clear.frame(width: 100).background(.ultraThinMaterial)
            }
            .frame(width: 200, height: 100)
            """
        let tint = try #require(RGBA.materials["ultraThinMaterial"])
        Self.expectNear(try Self.mean(beside, (200, 100), (201, 100)), Self.over(tint, (0, 122, 255)), "beside the red")
        // Two materials side by side: neither takes the other's tint into its edge.
        let neighbours = """
            HStack(spacing: 0) {
                Color.clear.background(.ultraThickMaterial)
                Color.clear.background(.ultraThinMaterial)
            }
            .frame(width: 200, height: 100)
            .background(Color.blue)
            """
        Self.expectNear(try Self.mean(neighbours, (200, 100), (201, 100)), Self.over(tint, (0, 122, 255)), "beside a thick material")
    }

    /// In the dark appearance a material over the black system background is its dark tint
    /// over black (`.regularMaterial`: 37,37,37 at 72%, about 27,27,27).
    @Test func aDarkMaterialIsItsDarkTintOverBlack() throws {
        let tint = try #require(RGBA.darkMaterials["regularMaterial"])
        let cell = "Rectangle().fill(.regularMaterial).frame(width: 40, height: 40).padding(20).preferredColorScheme(.dark)"
        Self.expectNear(try Self.mean(cell, (80, 80), (81, 80)), Self.over(tint, (0, 0, 0)), "dark regular material")
    }
}
