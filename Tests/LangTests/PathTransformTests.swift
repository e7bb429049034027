import Foundation
import Testing
@testable import Lang

/// `Path`'s `transform:` parameters (`Prelude.pathTransforms`) against closed-form geometry:
/// the shape is mapped as a whole, and an arc joins the current point at its mapped start.
@Suite struct PathTransformTests {
    /// The printed numbers of `cell`, which must run without a diagnostic or runtime error.
    func numbers(_ cell: String) -> [Double] {
        let result = Lang.Session().run(cell)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        return result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    }

    /// Expects `measured` to equal `expected` within `tolerance`, entry by entry.
    func expectClose(_ measured: [Double], _ expected: [Double], tolerance: Double) {
        #expect(measured.count == expected.count, "\(measured)")
        for (value, wanted) in zip(measured, expected) {
            #expect(abs(value - wanted) < tolerance, "\(measured) vs \(expected)")
        }
    }

    /// Prints `path`'s bounding rectangle as minX minY width height.
    static let printBounds = "let b = p.boundingRect\nprint(b.minX, b.minY, b.width, b.height)\n"

    @Test func rectanglesAreScaledThenMoved() {
        // x' = 2x + 10, y' = 3y + 20: the rect (1, 2, 4, 5) lands at (12, 26) sized 8 × 15.
        let scaleThenMove = "CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20)"
        expectClose(numbers("var p = Path()\np.addRect(CGRect(x: 1, y: 2, width: 4, height: 5), transform: \(scaleThenMove))\n"
                            + Self.printBounds + "print(p.area)"),
                    [12, 26, 8, 15, 120], tolerance: 1e-9)
        // Two rects: (0, 0, 1, 1) and (5, 5, 1, 1) span (10, 20)–(22, 38).
        expectClose(numbers("var p = Path()\np.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)], transform: \(scaleThenMove))\n"
                            + Self.printBounds + "print(p.area)"),
                    [10, 20, 12, 18, 12], tolerance: 1e-9)
        // A rounded rect keeps its extent under the same map: (0, 0, 10, 10) → (10, 20) sized 20 × 30.
        expectClose(numbers("var p = Path()\np.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2), transform: \(scaleThenMove))\n"
                            + Self.printBounds),
                    [10, 20, 20, 30], tolerance: 1e-6)
    }

    @Test func identityAddsTheSameElements() {
        let result = Lang.Session().run("""
        var a = Path()
        a.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        a.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 6))
        var b = Path()
        b.addRect(CGRect(x: 1, y: 2, width: 3, height: 4), transform: .identity)
        b.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 6), transform: .identity)
        print(a.svgPathData == b.svgPathData, b.svgPathData.isEmpty)
        """)
        #expect(result.output == "true false\n", "\(result.output) \(result.diagnostics)")
    }

    @Test func rotatedEllipseHasTheClosedFormExtent() {
        // Semi-axes 20 and 10 turned by 30°: half-extents √(20²cos²θ + 10²sin²θ) and √(20²sin²θ + 10²cos²θ).
        let theta = Double.pi / 6
        let halfWidth = (400 * cos(theta) * cos(theta) + 100 * sin(theta) * sin(theta)).squareRoot()
        let halfHeight = (400 * sin(theta) * sin(theta) + 100 * cos(theta) * cos(theta)).squareRoot()
        // Cubic ellipses are within about 3e-4 of the radius (0.006 pt here).
        expectClose(numbers("var p = Path()\np.addEllipse(in: CGRect(x: -20, y: -10, width: 40, height: 20), transform: CGAffineTransform(rotationAngle: .pi / 6))\n"
                            + Self.printBounds + "print(p.area)"),
                    [-halfWidth, -halfHeight, 2 * halfWidth, 2 * halfHeight, Double.pi * 200], tolerance: 0.01)
        // Two circles of radius 1 scaled by 5 about the origin, then moved: discs of radius 5.
        expectClose(numbers("var p = Path()\np.addEllipses([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 4, y: 0, width: 2, height: 2)], transform: CGAffineTransform(scaleX: 5, y: 5).translatedBy(x: 1, y: 1))\n"
                            + Self.printBounds + "print(p.area)"),
                    [5, 5, 30, 10, 2 * Double.pi * 25], tolerance: 0.01)
    }

    @Test func arcsJoinTheCurrentPointAtTheirMappedStart() {
        // The quarter arc about (10, 0) of radius 5 moved by (100, 0) runs (115, 0) → (110, 5);
        // the joining line comes from the untransformed current point (0, 0).
        let result = Lang.Session().run("""
        var p = Path()
        p.move(to: .zero)
        p.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: CGAffineTransform(translationX: 100, y: 0))
        print(p.svgPathData.hasPrefix("M0 0H115"), p.currentPoint!.x, p.currentPoint!.y)
        var q = Path()
        q.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .degrees(90), transform: CGAffineTransform(scaleX: 2, y: 2))
        let b = q.boundingRect
        print(q.svgPathData.hasPrefix("M10 0C"), b.minX, b.minY, b.width, b.height)
        """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        let fields = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
        #expect(fields.count == 8, "\(result.output)")
        guard fields.count == 8 else { return }
        #expect(fields[0] == "true" && fields[3] == "true", "\(result.output)")
        expectClose([fields[1], fields[2], fields[4], fields[5], fields[6], fields[7]].compactMap { Double($0) },
                    [110, 5, 0, 0, 10, 10], tolerance: 1e-6)
    }
}
