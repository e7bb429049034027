import Canvas
import Geometry
import Testing
@testable import Lang

/// The SwiftUI and Swift Charts surface the fifteenth set stopped on (docs/real-code.md), in
/// closed form: `visualEffect` given the view's geometry, a moved `MeshGradient` vertex
/// carrying its colour, centred and normalized area stacks with a
/// colour range and number labels, disabled and sized buttons, and a canvas that erases with
/// `.clear` and places text by its measured size. Their pictures are catalogue figures
/// (`FigureCatalogue+FifteenthSet.swift`).
@Suite struct RealCodeFifteenthSetSurfaceTests {
    /// The filled rectangles of `source`'s figure whose paint is `color`.
    static func fills(_ source: String, _ color: RGBA) throws -> [Rect] {
        try SurfaceCompletionTests.drawn(source).items.compactMap { item in
            guard case .fill(let path, let paint, _) = item, GraphicsContextDrawingTests.unwrapped(paint) == .solid(color) else { return nil }
            return path.boundingRect
        }
    }

    /// `.visualEffect { content, proxy in … }`: the closure gets the view's own geometry and its
    /// effects draw the view as the same modifiers would, while the layout stays the view's.
    @Test func aVisualEffectDrawsTheViewWithEffectsOfItsGeometry() throws {
        let moved = try Self.fills("""
            VStack(spacing: 10) {
                ForEach(0..<3) { _ in
                    Rectangle().fill(.red).frame(width: 40, height: 20)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY, y: 0)
                        }
                }
            }
            """, .red)
        // Rows at y = 0, 30 and 60, each moved right by its own y; the stack is 40 wide.
        #expect(moved == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 30, y: 30, width: 40, height: 20),
                          Rect(x: 60, y: 60, width: 40, height: 20)], "\(moved)")
        let scaled = try Self.fills("""
            Rectangle().fill(.red).frame(width: 40, height: 20)
                .visualEffect { content, proxy in
                    content.scaleEffect(proxy.size.height / proxy.size.width).rotationEffect(.degrees(90))
                }
            """, .red)
        // Halved about the centre (20, 10), then turned a quarter: 10 wide and 20 tall, centred.
        try #require(scaled.count == 1)
        #expect(ChartDrawingTests.close(scaled[0], Rect(x: 15, y: 0, width: 10, height: 20), tolerance: 1e-9), "\(scaled)")
    }

    /// `MeshGradient(width:height:points:colors:)`: a moved vertex carries its colour with it
    /// (its pixels for a frame: `RealCodeSixteenthSetSurfaceTests.aMeshGradientIsSampledForItsFrame`).
    @Test func aMovedMeshVertexCarriesItsColour() throws {
        // A 3×2 mesh whose middle column is moved to x = 0.25: the middle colour is found there.
        let moved = try MeshGradient(width: 3, height: 2,
                                     points: [Point(x: 0, y: 0), Point(x: 0.25, y: 0), Point(x: 1, y: 0),
                                              Point(x: 0, y: 1), Point(x: 0.25, y: 1), Point(x: 1, y: 1)],
                                     colors: [.black, RGBA(red: 0, green: 1, blue: 0), .black, .black, RGBA(red: 0, green: 1, blue: 0), .black])
        let pixels = try moved.pixels(width: 128, height: 128)
        let column = Int(0.25 * 128 - 0.5)
        #expect(Self.pixel(pixels, column, 64)[1] >= 250, "\(Self.pixel(pixels, column, 64))")
        #expect(Self.pixel(pixels, 64, 64)[1] < 250)
        #expect(throws: CanvasError.self) { try MeshGradient(width: 2, height: 2, points: [.zero], colors: [.red]) }
    }

    /// The RGBA bytes of pixel (`x`, `y`).
    static func pixel(_ pixels: ImagePixels, _ x: Int, _ y: Int) -> [UInt8] {
        let base = (y * pixels.width + x) * 4
        return Array(pixels.samples[base..<base + 4])
    }
}
