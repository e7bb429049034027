import Canvas
import Foundation
import Geometry
import Testing
@testable import Lang

/// Issue 15's iOS 17 shape operations and modifiers that had only a display-list fingerprint
/// through Lang, checked by closed-form area and bounds: `union`, `subtracting` and
/// `symmetricDifference` with implicit-member operands, `lineIntersection`, and `size`,
/// `transform`, `scale`, `rotation`, `ContainerRelativeShape` and `AnyShape` in their frames.
@Suite struct ShapeOperationDrawingTests {
    static func close(_ a: Rect, _ b: Rect, tolerance: Double = 0.01) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    /// The circle of radius 20 at (50, 20) meets the rectangle moved 40 right along the chord
    /// x = 40: the segment of the circle left of it, 10 from the centre, has area
    /// r²·acos(d/r) − d·√(r² − d²).
    static let segment = 400 * acos(0.5) - 10 * (300.0).squareRoot()
    static let circle = Double.pi * 400

    /// Each cell in a 100×40 frame and its closed-form area.
    static let cases: [(cell: String, area: Double)] = [
        ("Circle().union(.rect.offset(x: 40))", 4000 + segment),
        ("Rectangle().subtracting(.circle)", 4000 - circle),
        ("Circle().symmetricDifference(.rect.offset(x: 40))", 4000 + circle - 2 * (circle - segment)),
        ("Circle().subtracting(.rect.offset(x: 40))", segment),
    ]

    @Test(arguments: cases.indices)
    func setOperationsOnImplicitMemberShapesHaveTheirArea(_ index: Int) throws {
        let (cell, area) = Self.cases[index]
        let path = try ImplicitMemberShapeTests.filled("\(cell).fill(.blue).frame(width: 100, height: 40)")
        // Curves are flattened to within a fraction of a point: the area is within 0.5%.
        #expect(abs(path.area - area) < area * 0.005, "\(cell): \(path.area) vs \(area)")
    }

    /// A line through a circle's centre keeps its chord: the diameter, 50 points long.
    @Test func lineIntersectionKeepsTheLineInsideTheShape() throws {
        let list = try SurfaceCompletionTests.drawn("""
            Path { p in p.addLines([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]) }
                .lineIntersection(Circle().path(in: CGRect(x: 25, y: 25, width: 50, height: 50)))
                .stroke(.black, lineWidth: 1)
            """)
        let chords = list.items.compactMap { item -> Rect? in
            if case .stroke(let path, _, _) = item { return path.boundingRect }
            return nil
        }
        #expect(chords.count == 1 && chords.allSatisfy { abs($0.width - 50) < 0.05 && $0.height < 1e-6 }, "\(chords)")
    }

    /// An uneven rounded rectangle with `.circular` corners loses, at each rounded corner, its
    /// corner's square less a quarter circle: (1 − π/4)·r².
    @Test func anUnevenRoundedRectangleRoundsOnlyItsOwnCorners() throws {
        let path = try ImplicitMemberShapeTests.filled("""
            UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20, style: .circular).fill(.blue).frame(width: 100, height: 60)
            """)
        let area = 6000 - (1 - Double.pi / 4) * (100 + 400)
        #expect(abs(path.area - area) < area * 0.002, "\(path.area) vs \(area)")
        #expect(Self.close(path.boundingRect, Rect(x: 0, y: 0, width: 100, height: 60)))
    }

    /// By default an uneven rounded rectangle's corners are SwiftUI's `.continuous` squircles:
    /// with all four radii equal it is `RoundedRectangle(style: .continuous)` exactly, and a
    /// single rounded corner loses a quarter of what that rectangle's four lose (more than a
    /// circular corner's (1 − π/4)·r², 36.0 against 30.9 for r = 12, as the squircle reaches
    /// 1.53·r along each edge).
    @Test func anUnevenRoundedRectangleIsContinuousByDefault() throws {
        func area(_ shape: String) throws -> Double {
            try ImplicitMemberShapeTests.filled("\(shape).fill(.blue).frame(width: 100, height: 60)").area
        }
        let squircle = try area("RoundedRectangle(cornerRadius: 12, style: .continuous)")
        let even = try area("UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 12, bottomTrailingRadius: 12, topTrailingRadius: 12)")
        #expect(abs(even - squircle) < 1e-6, "\(even) vs \(squircle)")
        let one = try area("UnevenRoundedRectangle(topLeadingRadius: 12)")
        #expect(abs((6000 - one) - (6000 - squircle) / 4) < 0.01, "\(one) vs \(squircle)")
        let circular = (1 - Double.pi / 4) * 144
        #expect(6000 - one > circular * 1.1, "\(6000 - one) vs \(circular)")
    }

    /// Each cell's filled bounds in its frame (all ink inside the frame, so the figure does not grow).
    static let placed: [(cell: String, bounds: Rect)] = [
        ("Circle().size(width: 30, height: 30).fill(.pink).frame(width: 80, height: 80)", Rect(x: 0, y: 0, width: 30, height: 30)),
        ("Ellipse().transform(CGAffineTransform(translationX: 10, y: 5)).fill(.mint).frame(width: 50, height: 30)",
         Rect(x: 10, y: 5, width: 50, height: 30)),
        ("Ellipse().scale(0.5).fill(.green).frame(width: 100, height: 40)", Rect(x: 25, y: 10, width: 50, height: 20)),
        ("Circle().scale(x: 0.5, y: 1, anchor: .leading).fill(.yellow).frame(width: 80, height: 60)",
         Rect(x: 5, y: 0, width: 30, height: 60)),
        ("Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 60, height: 20)", Rect(x: 20, y: -20, width: 20, height: 60)),
        ("ContainerRelativeShape().inset(by: 5).fill(.purple).frame(width: 60, height: 40)", Rect(x: 5, y: 5, width: 50, height: 30)),
        ("AnyShape(Capsule()).fill(.orange).frame(width: 50, height: 20)", Rect(x: 0, y: 0, width: 50, height: 20)),
    ]

    @Test(arguments: placed.indices)
    func shapeModifiersPlaceTheShapeInItsFrame(_ index: Int) throws {
        let (cell, expected) = Self.placed[index]
        let bounds = try ImplicitMemberShapeTests.filled(cell).boundingRect
        // A rotated shape's ink reaches outside its frame and the figure grows to show it, moving
        // everything by the same amount: compare sizes, and for the others the place as well.
        if cell.contains("rotation") {
            #expect(abs(bounds.width - expected.width) < 0.01 && abs(bounds.height - expected.height) < 0.01, "\(cell): \(bounds)")
        } else {
            #expect(Self.close(bounds, expected), "\(cell): \(bounds)")
        }
    }
}
