import Foundation
import PropertyBased
import Testing
@testable import Geometry

@Test func anySegmentStrokeHasTheCapFormulaArea() async {
    await propertyCheck(input: Gen.double(in: 1...200), Gen.double(in: 0.1...30), Gen.double(in: -4...4),
                        Gen.element(of: [LineCap.butt, .square, .round])) { length, width, angle, cap in
        guard let cap else { return }
        let direction = Point(x: cos(angle), y: sin(angle))
        var path = Path()
        path.addLines([Point(x: 3, y: -2), Point(x: 3, y: -2) + direction * length])
        let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: cap))
        let capArea: Double
        switch cap {
        case .butt: capArea = 0
        case .square: capArea = width * width
        case .round: capArea = .pi * width * width / 4
        }
        #expect(relativeError(outline.area, length * width + capArea) < 1e-6)
    }
}

@Test func strokesCoverTheirPathAndStayWithinHalfTheWidthOfIt() async {
    await propertyCheck(count: 12, input: curveCoordinates, Gen.double(in: 0.5...20)) { coordinates, width in
        let path = randomCurvePath(coordinates)
        let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        let samples = path.segments.flatMap { s in (0...40).map { s.point(at: Double($0) / 40) } }
        // Every point of the path is inside its round-capped stroke (points on the path, not
        // on the outline's edge: half the width away from it).
        for p in samples.prefix(60) { #expect(outline.contains(p)) }
        // The outline's box is the path's box grown by at most half the width.
        let box = path.boundingRect, strokeBox = outline.boundingRect
        #expect(strokeBox.minX >= box.minX - width / 2 - 0.02 && strokeBox.maxX <= box.maxX + width / 2 + 0.02)
        #expect(strokeBox.minY >= box.minY - width / 2 - 0.02 && strokeBox.maxY <= box.maxY + width / 2 + 0.02)
    }
}
