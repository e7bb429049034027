import Foundation
import Testing
@testable import Geometry

@Test func middleHalfOfACircleIsHalfItsCircumference() {
    let radius = 7.0
    let c = circle(radius: radius)
    let half = c.trimmedPath(from: 0.25, to: 0.75)
    #expect(relativeError(half.length, .pi * radius) <= 1e-6)
    #expect(isClose(half.elements.first?.endPoint, Point(x: 0, y: radius), tolerance: 4.3e-6 * radius))
    #expect(isClose(half.currentPoint, Point(x: 0, y: -radius), tolerance: 4.3e-6 * radius))
    // A cut subpath is open.
    #expect(!half.elements.contains(.closeSubpath))
}

@Test func trimSpansSubpaths() {
    var path = Path()
    path.addLines([.zero, Point(x: 10, y: 0)])
    path.addLines([Point(x: 0, y: 5), Point(x: 10, y: 5)])
    let trimmed = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(trimmed.elements == [
        .move(to: Point(x: 5, y: 0)), .line(to: Point(x: 10, y: 0)),
        .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 5, y: 5)),
    ])
}

@Test func wholeClosedSubpathsStayClosed() {
    var path = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    path.addLines([Point(x: 20, y: 0), Point(x: 60, y: 0)])
    let trimmed = path.trimmedPath(from: 0, to: 0.75)
    #expect(trimmed.elements.filter { $0 == .closeSubpath }.count == 1)
    #expect(abs(trimmed.length - 60) < 1e-12)
}

@Test func reversedOrEmptyTrimIsEmptyAndFullTrimIsTheSame() {
    let c = circle(radius: 1)
    #expect(c.trimmedPath(from: 0.8, to: 0.2).isEmpty)
    #expect(c.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(c.trimmedPath(from: -1, to: 2) == c)
    #expect(c.trimmedPath(from: .nan, to: 0.5).length > 0)
    #expect(Path().trimmedPath(from: 0.1, to: 0.9).isEmpty)
}
