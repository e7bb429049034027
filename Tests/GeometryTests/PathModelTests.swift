import Foundation
import Testing
@testable import Geometry

/// The path model's CoreGraphics semantics: how elements are appended, transforms and ellipses.
@Suite struct PathModelTests {
    @Test func consecutiveMovesCollapseIntoTheLast() {
        var path = Path()
        path.move(to: Point(x: 1, y: 1))
        path.move(to: Point(x: 2, y: 2))
        path.addLine(to: Point(x: 3, y: 2))
        #expect(path.elements == [.move(to: Point(x: 2, y: 2)), .line(to: Point(x: 3, y: 2))])
    }

    @Test func drawingWithoutACurrentPointStartsASubpathAtTheEnd() {
        var path = Path()
        #expect(path.currentPoint == nil)
        path.addLine(to: Point(x: 5, y: 6))
        #expect(path.elements == [.move(to: Point(x: 5, y: 6))])
        #expect(path.currentPoint == Point(x: 5, y: 6))
        var curve = Path()
        curve.addCurve(to: Point(x: 9, y: 9), control1: .zero, control2: .zero)
        #expect(curve.elements == [.move(to: Point(x: 9, y: 9))])
    }

    @Test func closingReturnsThePenToTheSubpathStart() {
        var path = Path()
        path.addLines([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)])
        path.closeSubpath()
        #expect(path.currentPoint == .zero)
        // A second close adds nothing; a close on an empty path adds nothing.
        path.closeSubpath()
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 1)
        var empty = Path()
        empty.closeSubpath()
        #expect(empty.isEmpty)
        // Drawing on after a close starts a new subpath at the old start (CoreGraphics).
        path.addLine(to: Point(x: 0, y: 10))
        let subpaths = path.subpaths
        #expect(subpaths.count == 2)
        #expect(subpaths.last?.start == .zero)
        #expect(subpaths.first?.isClosed == true && subpaths.last?.isClosed == false)
        // The closing side counts in the length: 10 + 10 + √200, then 10 more.
        #expect(abs(path.length - (30 + 200.0.squareRoot())) < 1e-12)
    }

    @Test func rectanglesRunClockwiseOnScreenFromTheOrigin() {
        let path = Path(Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 2)), .line(to: Point(x: 4, y: 6)),
            .line(to: Point(x: 1, y: 6)), .closeSubpath,
        ])
        // Clockwise on a y-down screen is a positive signed area here.
        #expect(path.signedArea == 12)
    }

    @Test func transformsComposeAsInCoreGraphics() {
        let quarter = Transform(rotationAngle: Double.pi / 2)
        // A positive rotation turns +x towards +y (clockwise on screen).
        #expect(isClose(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), tolerance: 1e-15))
        // translatedBy translates first, then applies the transform.
        #expect(isClose(quarter.translatedBy(x: 10, y: 0).apply(to: .zero), Point(x: 0, y: 10), tolerance: 1e-14))
        // a.concatenating(b) applies a, then b.
        let scaleThenMove = Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 5, y: 7))
        #expect(scaleThenMove.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 10))
        #expect(isClose(scaleThenMove.inverted?.apply(to: Point(x: 7, y: 10)), Point(x: 1, y: 1), tolerance: 1e-12))
        #expect(scaleThenMove.determinant == 6)
        #expect(Transform(scaleX: 0, y: 1).inverted == nil)
    }

    @Test func addPathAppliesItsTransformToEveryPoint() {
        var path = Path()
        path.addPath(Path(Rect(x: 0, y: 0, width: 10, height: 20)),
                     transform: Transform(rotationAngle: Double.pi / 2).concatenating(Transform(translationX: 100, y: 0)))
        // (x, y) → (−y, x) + (100, 0).
        let expected = [Point(x: 100, y: 0), Point(x: 100, y: 10), Point(x: 80, y: 10), Point(x: 80, y: 0)]
        let points = path.elements.compactMap(\.endPoint)
        #expect(points.count == 4)
        for (p, q) in zip(points, expected) { #expect(isClose(p, q, tolerance: 1e-12)) }
        #expect(path.elements.last == .closeSubpath)
        #expect(abs(path.area - 200) < 1e-9)
        #expect(Path(Rect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 3, dy: -2).boundingRect == Rect(x: 3, y: -2, width: 1, height: 1))
    }

    @Test func ellipsesStartOnTheRightRunClockwiseAndHaveAreaPiAB() {
        let rect = Rect(x: 10, y: 20, width: 200, height: 100)
        let ellipse = Path(ellipseIn: rect)
        #expect(ellipse.elements.first == .move(to: Point(x: 210, y: 70)))
        // Clockwise on screen: positive signed area; the arcs enclose their sectors exactly.
        #expect(relativeError(ellipse.signedArea, Double.pi * 100 * 50) < 1e-12)
        #expect(ellipse.boundingRect == rect)
        // The point a quarter of the way round by parameter is the bottom (y-down).
        #expect(isClose(ellipse.elements.compactMap(\.endPoint)[2], Point(x: 110, y: 120), tolerance: 1e-12))
        // Every sample lies on x²/a² + y²/b² = 1 to 4.2e-6 of the larger semi-axis.
        for p in ellipse.points(count: 200) {
            let u = (p.x - 110) / 100, v = (p.y - 70) / 50
            #expect(abs((u * u + v * v).squareRoot() - 1) < 1e-5)
        }
    }
}
