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

@Test func fractionsOutsideZeroToOneAreClamped() {
    // A 100-long segment: fractions are clamped to 0…1 before anything else.
    let line = segment(length: 100)
    #expect(line.trimmedPath(from: -0.5, to: 0.5) == line.trimmedPath(from: 0, to: 0.5))
    #expect(line.trimmedPath(from: 0.5, to: 1.5) == line.trimmedPath(from: 0.5, to: 1))
    #expect(line.trimmedPath(from: -0.5, to: 0.5).elements == [.move(to: .zero), .line(to: Point(x: 50, y: 0))])
    #expect(line.trimmedPath(from: 1.2, to: 3).isEmpty)      // both clamp to 1
    #expect(line.trimmedPath(from: -3, to: -0.1).isEmpty)    // both clamp to 0
    #expect(line.trimmedPath(from: -.infinity, to: .infinity) == line)
}

@Test func aReversedRangeIsEmptyOnOpenAndClosedPaths() {
    // SwiftUI draws nothing for from > to; it does not wrap round a closed path's start
    // (docs/geometry.md gives the sources).
    #expect(segment(length: 100).trimmedPath(from: 0.7, to: 0.3).isEmpty)
    #expect(Path(Rect(x: 0, y: 0, width: 100, height: 60)).trimmedPath(from: 0.9, to: 0.1).isEmpty)
    #expect(Path(Rect(x: 0, y: 0, width: 100, height: 60)).trimmedPath(from: 1, to: 0).isEmpty)
}

@Test func trimAcrossTwoClosedSubpathsKeepsEachPieceOpen() {
    // Two 10 × 10 squares, 80 long in all: 0.25…0.75 is arc length 20…60, from the first
    // square's (10, 10) round its closing side to (0, 0), then the second square's first two sides.
    var path = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(Rect(x: 20, y: 0, width: 10, height: 10))
    #expect(path.trimmedPath(from: 0.25, to: 0.75).elements == [
        .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .line(to: .zero),
        .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 10)),
    ])
}

@Test func almostTheWholeClosedPathEndsOnItsClosingSide() {
    // A 100 × 60 rectangle is 320 long; 0.999 of it ends 0.32 short of the start on the
    // closing side, drawn as a line, and the piece is open.
    let trimmed = Path(Rect(x: 0, y: 0, width: 100, height: 60)).trimmedPath(from: 0, to: 0.999)
    #expect(trimmed.elements.count == 5)
    #expect(!trimmed.elements.contains(.closeSubpath))
    #expect(isClose(trimmed.currentPoint, Point(x: 0, y: 0.32), tolerance: 1e-9))
}
