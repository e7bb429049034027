import Canvas
import Geometry
import Testing
@testable import Lang

/// The SwiftUI and Swift Charts surface the fifteenth set stopped on (docs/real-code.md), in
/// closed form: `visualEffect` given the view's geometry, `MeshGradient`'s colours at its
/// vertices and between them, `dynamicTypeSize`, centred and normalized area stacks with a
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

    /// `MeshGradient(width:height:points:colors:)` as a fill: the frame is painted with the mesh
    /// sampled over it; at a vertex the colour is the vertex's, between two the spline's middle,
    /// and a moved vertex carries its colour with it.
    @Test func aMeshGradientPaintsItsVertexColoursWhereTheVerticesAre() throws {
        let list = try SurfaceCompletionTests.drawn("""
            let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
            Rectangle()
                .fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], .init(0, 1), SIMD2<Float>(1, 1)],
                                   colors: [red, blue, Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 0)]))
                .frame(width: 80, height: 40)
            """)
        guard case .fill(_, let paint, _)? = list.items.first, case .image(let pixels, let tile, _) = GraphicsContextDrawingTests.unwrapped(paint) else {
            Issue.record("not an image paint: \(list.items)")
            return
        }
        #expect(tile == Rect(x: 0, y: 0, width: 80, height: 40))
        let last = MeshGradient.resolution - 1
        // Pixel centres lie half a pixel in from the vertices: within a few levels of their colours.
        func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool { zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= 3 } }
        #expect(near(Self.pixel(pixels, 0, 0), [255, 0, 0, 255]), "\(Self.pixel(pixels, 0, 0))")
        #expect(near(Self.pixel(pixels, last, 0), [0, 0, 255, 255]), "\(Self.pixel(pixels, last, 0))")
        #expect(near(Self.pixel(pixels, 0, last), [0, 255, 0, 255]), "\(Self.pixel(pixels, 0, last))")
        #expect(near(Self.pixel(pixels, last, last), [255, 255, 0, 255]), "\(Self.pixel(pixels, last, last))")
        // Between two vertices of a 2-point side the spline (its ends repeated) is their mean.
        let middle = Self.pixel(pixels, MeshGradient.resolution / 2, 0)
        #expect(near(middle, [127, 0, 127, 255]), "\(middle)")

        // A 3×2 mesh whose middle column is moved to x = 0.25: the middle colour is found there.
        let moved = try MeshGradient(width: 3, height: 2,
                                     points: [Point(x: 0, y: 0), Point(x: 0.25, y: 0), Point(x: 1, y: 0),
                                              Point(x: 0, y: 1), Point(x: 0.25, y: 1), Point(x: 1, y: 1)],
                                     colors: [.black, RGBA(red: 0, green: 1, blue: 0), .black, .black, RGBA(red: 0, green: 1, blue: 0), .black])
        let column = Int(0.25 * Double(MeshGradient.resolution) - 0.5)
        #expect(Self.pixel(moved.pixels, column, 64)[1] >= 250, "\(Self.pixel(moved.pixels, column, 64))")
        #expect(Self.pixel(moved.pixels, MeshGradient.resolution / 2, 64)[1] < 250)
        #expect(throws: CanvasError.self) { try MeshGradient(width: 2, height: 2, points: [.zero], colors: [.red]) }
    }

    /// The RGBA bytes of pixel (`x`, `y`).
    static func pixel(_ pixels: ImagePixels, _ x: Int, _ y: Int) -> [UInt8] {
        let base = (y * pixels.width + x) * 4
        return Array(pixels.samples[base..<base + 4])
    }

    /// `.dynamicTypeSize(…)` with a size or a range is accepted and draws what a preview at the
    /// default size draws.
    @Test func aDynamicTypeSizeDrawsTheDefaultSize() throws {
        let plain = try cleanDisplayList("Text(\"Hello\").font(.title)")
        for modifier in [".dynamicTypeSize(.xxLarge)", ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)",
                         ".dynamicTypeSize(.small ... .accessibility2)", ".dynamicTypeSize(DynamicTypeSize.large...)"] {
            #expect(try cleanDisplayList("Text(\"Hello\").font(.title)" + modifier) == plain, "\(modifier)")
        }
        #expect(SurfaceCompletionTests.printed("print(DynamicTypeSize.accessibility1.isAccessibilitySize, DynamicTypeSize.xLarge < .xxLarge)")
                == "true true\n")
    }
}
