import Testing
@testable import Geometry

@Suite struct HeartTests {
    @Test func followsTheArticlesControlPointsInTheCentredSquare() throws {
        let path = try Heart().path(in: Rect(x: 0, y: 0, width: 200, height: 100))
        // The square is 100 wide, centred: x offset 50.
        #expect(path.elements.first == .move(to: Point(x: 100, y: 25)))
        #expect(path.elements[1] == .curve(to: Point(x: 50, y: 25), control1: Point(x: 100, y: -10),
                                           control2: Point(x: 50, y: 0)))
        #expect(path.elements[2].endPoint == Point(x: 100, y: 100))
        #expect(path.elements.count == 5)
    }

    @Test func isMirrorSymmetricAboutTheVerticalAxis() throws {
        let segments = ShapesTestSupport.segments(try Heart().path(in: Rect(x: 0, y: 0, width: 100, height: 100)))
        let mirrored = segments.reversed().map { $0.reversed().map { Point(x: 100 - $0.x, y: $0.y) } }
        #expect(segments.map { $0 } == mirrored.map { Array($0) })
    }
}
