import Testing
@testable import Lang

/// CoreGraphics' rectangle algebra in the prelude (`Prelude.rectAlgebra`): intersection,
/// containment, division and integral rectangles print what swiftc 6.3.1's Foundation prints for
/// the same program (recorded); transformed sizes and rectangles are checked in closed form.
@Suite struct RectAlgebraTests {
    @Test func rectanglesMeetAndDivideAsFoundationSays() {
        let result = Lang.Session().run("""
            let a = CGRect(x: 0, y: 0, width: 10, height: 10)
            let b = CGRect(x: 5, y: 5, width: 10, height: 10)
            let c = CGRect(x: 10, y: 0, width: 5, height: 5)
            let d = CGRect(x: 20, y: 20, width: 5, height: 5)
            let i = a.intersection(b)
            print(i.minX, i.minY, i.width, i.height, a.intersects(b), a.intersects(c), a.intersects(d))
            let j = a.intersection(c)
            print(j.minX, j.width, a.intersection(d).isNull, CGRect.null.isNull, a.isNull)
            print(a.contains(CGRect(x: 1, y: 1, width: 2, height: 2)), a.contains(b))
            let n = CGRect(x: 10, y: 10, width: -4, height: -6)
            print(n.minX, n.maxX, n.standardized.width, n.integral.width)
            print(CGRect(x: 0.5, y: 1.2, width: 3.3, height: 2.2).integral.maxX, CGRect(x: 0.5, y: 1.2, width: 3.3, height: 2.2).integral.minY)
            print(a.divided(atDistance: 3, from: .minXEdge).slice.width, a.divided(atDistance: 3, from: .maxYEdge).remainder.height)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "5.0 5.0 5.0 5.0 true true false\n10.0 0.0 true true false\ntrue false\n6.0 10.0 4.0 4.0\n4.0 1.0\n3.0 7.0\n")
    }

    @Test func transformedSizesAndRectanglesAreTheCornersBoundingBox() {
        let result = Lang.Session().run("""
            let s = CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: -1))
            let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
            print(s.width, s.height, round(r.minX), round(r.minY), round(r.width), round(r.height), CGVector(dx: 3, dy: 4).dy)
            """)
        #expect(result.output == "4.0 -3.0 -20.0 0.0 20.0 10.0 4.0\n")
    }
}
