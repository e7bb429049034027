import Foundation
import Testing
@testable import Geometry

@Test func circularRoundedRectHasTheClosedFormArea() {
    let path = Path(roundedRect: Rect(x: 10, y: 20, width: 100, height: 60), cornerRadius: 12)
    // The rectangle minus four corner squares plus four quarter discs.
    let expected = 100.0 * 60 - (4 - .pi) * 144
    #expect(abs(path.area - expected) < 1e-9 * expected)
    #expect(path.signedArea > 0)  // clockwise on screen
}

@Test func roundedRectCornersAreClampedToHalfTheSide() {
    let capsule = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
    let expected = 60.0 * 40 + .pi * 400
    #expect(abs(capsule.area - expected) < 1e-9 * expected)
}

@Test func ellipticalCornersUseBothRadii() {
    let path = Path(roundedRect: Rect(x: 0, y: 0, width: 80, height: 50), cornerSize: Size(width: 10, height: 5))
    let expected = 80.0 * 50 - (4 - .pi) * 50
    #expect(abs(path.area - expected) < 1e-9 * expected)
}

@Test func continuousCornersReachFurtherAlongTheEdges() {
    let rect = Rect(x: 0, y: 0, width: 200, height: 200)
    let continuous = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
    // The squircle corner leaves the straight edge at 1.528665 r from the corner.
    #expect(continuous.elements.first == .move(to: Point(x: 20 * 1.52866483, y: 0)))
    // It removes a little more of each corner than the circular one, and stays closed and clockwise.
    #expect(continuous.area < circular.area)
    let cornerExtent = 20 * 1.52866483
    let lowerBound = 200.0 * 200 - 4 * cornerExtent * cornerExtent
    #expect(continuous.area > lowerBound)
    #expect(continuous.signedArea > 0)
    // Continuity: every corner ends where the next edge begins, tangent to it.
    for segment in continuous.segments {
        if case .cubic(let p0, let p1, _, _) = segment, p0.x == 200 || p0.y == 0 {
            #expect(abs((p1 - p0).cross(Point(x: p0.y == 0 ? 1 : 0, y: p0.x == 200 ? 1 : 0))) < 1e-9)
        }
    }
}

@Test func zeroCornerRadiusGivesARectangle() {
    let path = Path(roundedRect: Rect(x: 0, y: 0, width: 3, height: 4), cornerRadius: 0)
    #expect(path == Path(Rect(x: 0, y: 0, width: 3, height: 4)))
    let negative = Path(roundedRect: Rect(x: 0, y: 0, width: 3, height: 4), cornerRadius: -2, style: .continuous)
    #expect(negative.area == 12)
}

@Test func aContinuousCapsuleIsTheCircularStadium() {
    // Apple draws a continuous capsule as the same stadium as a circular one.
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    for radius in [20.0, 500] {
        let continuous = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        #expect(continuous == Path(roundedRect: rect, cornerRadius: radius, style: .circular))
    }
    // Below half the shorter side the squircle profile is kept.
    let squircle = Path(roundedRect: rect, cornerRadius: 12, style: .continuous)
    #expect(squircle != Path(roundedRect: rect, cornerRadius: 12, style: .circular))
}
