import Foundation
import Testing
@testable import Geometry

@Test func dashesCoverTheOnLengths() {
    let style = StrokeStyle(lineWidth: 4, dash: [10, 5])
    let dashes = Dasher(style: style).map { $0.dashes(of: segment(length: 100)).path }
    // On at 0, 15, 30, 45, 60, 75, 90: seven dashes of 10.
    #expect(dashes?.length == 70)
    #expect(dashes?.elements.filter { if case .move = $0 { true } else { false } }.count == 7)
    let outline = segment(length: 100).strokedPath(style)
    #expect(relativeError(outline.area, 70 * 4) < 1e-9)
}

@Test func dashPhaseShiftsThePattern() {
    let dashes = Dasher(style: StrokeStyle(dash: [10, 5], dashPhase: 5)).map { $0.dashes(of: segment(length: 100)).path }
    // On [0,5], [10,20], [25,35], [40,50], [55,65], [70,80], [85,95]: 5 + 6·10.
    #expect(dashes?.length == 65)
    #expect(dashes?.elements.first == .move(to: .zero))
    #expect(dashes?.elements[2] == .move(to: Point(x: 10, y: 0)))
    let negative = Dasher(style: StrokeStyle(dash: [10, 5], dashPhase: -10)).map { $0.dashes(of: segment(length: 30)).path }
    // −10 ≡ 5: same start as phase 5.
    #expect(abs((negative?.length ?? 0) - 20) < 1e-12)
}

@Test func oddDashArraysRepeat() {
    let dashes = Dasher(style: StrokeStyle(dash: [10])).map { $0.dashes(of: segment(length: 100)).path }
    #expect(dashes?.length == 50)
    let three = Dasher(style: StrokeStyle(dash: [10, 5, 5])).map { $0.dashes(of: segment(length: 40)).path }
    // [10 on, 5 off, 5 on, 10 off, 5 on, 5 off]: on 0–10, 15–20, 30–35.
    #expect(three?.length == 20)
}

@Test func degenerateDashArraysMeanSolid() {
    #expect(Dasher(style: StrokeStyle(dash: [])) == nil)
    #expect(Dasher(style: StrokeStyle(dash: [0, 0])) == nil)
    #expect(Dasher(style: StrokeStyle(dash: [5, -1])) == nil)
    #expect(Dasher(style: StrokeStyle(dash: [.nan, 3])) == nil)
    let solid = segment(length: 10).strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 0]))
    #expect(solid.area == 20)
}

@Test func zeroLengthDashesBecomeDots() {
    let style = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 10])
    let outline = segment(length: 30).strokedPath(style)
    // Dots at 0, 10, 20, 30.
    #expect(relativeError(outline.area, 4 * .pi) < 1e-9)
}

@Test func dashesOnACircleSumToTheRightLength() {
    let radius = 100.0
    let dashes = Dasher(style: StrokeStyle(dash: [.pi * radius / 4, .pi * radius / 4])).map { $0.dashes(of: circle(radius: radius)).path }
    #expect(relativeError(dashes?.length ?? 0, .pi * radius) < 1e-6)
}

@Test func tinyDashesOnALongPathStayBounded() {
    let dashes = Dasher(style: StrokeStyle(dash: [1e-6, 1e-6])).map { $0.dashes(of: segment(length: 1e6)).path }
    #expect((dashes?.elements.count ?? 0) <= 2 * Dasher.maximumDashCount)
}

@Test func aDashOverTheStartOfAClosedSubpathIsOnePiece() {
    // A 40-long square outline with dashes [15, 10]: on 0–15 and 25–40, and 25–40 runs on into
    // 0–15: one dash from (5, 10) round the top-left corner to (10, 5).
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let dashes = Dasher(style: StrokeStyle(dash: [15, 10])).map { $0.dashes(of: square).path }
    let moves = dashes?.elements.filter { if case .move = $0 { true } else { false } }
    #expect(moves == [.move(to: Point(x: 5, y: 10))])
    #expect(abs((dashes?.length ?? 0) - 30) < 1e-12)
    #expect(dashes?.currentPoint == Point(x: 10, y: 5))
}
