import Geometry
import Testing
@testable import Lang

/// `Path`'s native operations append to the stored path (`NativeTable.mutate` runs them on the
/// path's tail), so the result must be what Geometry's whole path gives for the same calls.
@Suite struct PathAppendTests {
    /// The SVG path data `cell` prints for its path `p`.
    func svgData(_ cell: String) -> String {
        let result = Lang.Session().run(cell + "\nprint(p.svgPathData)")
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        return result.output.trimmingCharacters(in: .newlines)
    }

    @Test func anArcAfterACloseStartsFromTheSubpathStart() {
        var expected = Geometry.Path()
        expected.move(to: Point(x: 10, y: 10))
        expected.addLine(to: Point(x: 50, y: 10))
        expected.addLine(to: Point(x: 50, y: 40))
        expected.closeSubpath()
        expected.addArc(center: Point(x: 80, y: 80), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        expected.addLine(to: Point(x: 0, y: 100))
        #expect(svgData("""
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 10))
        p.addLine(to: CGPoint(x: 50, y: 10))
        p.addLine(to: CGPoint(x: 50, y: 40))
        p.closeSubpath()
        p.addArc(center: CGPoint(x: 80, y: 80), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        p.addLine(to: CGPoint(x: 0, y: 100))
        """) == expected.svgPathData)
    }

    @Test func aTangentArcJoinsTheCurrentPoint() {
        var expected = Geometry.Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addLine(to: Point(x: 40, y: 0))
        expected.addArc(tangent1End: Point(x: 60, y: 0), tangent2End: Point(x: 60, y: 40), radius: 10)
        expected.addEllipse(in: Rect(origin: Point(x: 5, y: 5), size: Size(width: 10, height: 6)))
        expected.addRect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)))
        #expect(svgData("""
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 40, y: 0))
        p.addArc(tangent1End: CGPoint(x: 60, y: 0), tangent2End: CGPoint(x: 60, y: 40), radius: 10)
        p.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 6))
        p.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        """) == expected.svgPathData)
    }

    @Test func aRectAfterATrailingMoveReplacesTheMove() {
        var expected = Geometry.Path()
        expected.move(to: Point(x: 7, y: 7))
        expected.addRect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)))
        let data = svgData("""
        var p = Path()
        p.move(to: CGPoint(x: 7, y: 7))
        p.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        """)
        #expect(data == expected.svgPathData && !data.contains("7"), "\(data)")
    }

    @Test func manyEllipsesKeepEveryElement() {
        var expected = Geometry.Path()
        for row in 0..<20 {
            for column in 0..<20 {
                expected.addEllipse(in: Rect(origin: Point(x: Double(column) * 10, y: Double(row) * 10), size: Size(width: 5, height: 5)))
            }
        }
        let data = svgData("""
        var p = Path()
        for row in 0..<20 { for column in 0..<20 { p.addEllipse(in: CGRect(x: Double(column) * 10, y: Double(row) * 10, width: 5, height: 5)) } }
        """)
        #expect(data == expected.svgPathData)
        #expect(data.filter { $0 == "M" }.count == 400)
    }
}
