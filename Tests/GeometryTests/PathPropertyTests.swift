import Foundation
import PropertyBased
import Testing
@testable import Geometry

/// A random path of one to four cubics from a flat list of coordinates (six per cubic, plus a start).
func randomCurvePath(_ coordinates: [Double]) -> Path {
    var path = Path()
    guard coordinates.count >= 8 else { return path }
    path.move(to: Point(x: coordinates[0], y: coordinates[1]))
    var index = 2
    while index + 6 <= coordinates.count {
        let c = coordinates[index..<index + 6].map { $0 }
        path.addCurve(to: Point(x: c[4], y: c[5]), control1: Point(x: c[0], y: c[1]), control2: Point(x: c[2], y: c[3]))
        index += 6
    }
    return path
}

let curveCoordinates = Gen.double(in: -100...100).array(of: 8...26)

@Test func transformThenInverseReturnsThePath() async {
    await propertyCheck(input: curveCoordinates, Gen.double(in: -3...3), Gen.double(in: 0.2...5)) { coordinates, angle, scale in
        let path = randomCurvePath(coordinates)
        let transform = Transform(rotationAngle: angle).scaledBy(x: scale, y: 1 / scale).translatedBy(x: 7, y: -3)
        guard let inverse = transform.inverted else {
            Issue.record("a rotation and scale should be invertible")
            return
        }
        let back = path.applying(transform).applying(inverse)
        for (a, b) in zip(path.elements, back.elements) {
            for (p, q) in zip(a.allPoints, b.allPoints) { #expect(p.distance(to: q) < 1e-9) }
        }
    }
}

@Test func trimmedLengthNeverExceedsTheWhole() async {
    await propertyCheck(input: curveCoordinates, Gen.double(in: 0...1), Gen.double(in: 0...1)) { coordinates, a, b in
        let path = randomCurvePath(coordinates)
        let total = path.length
        let trimmed = path.trimmedPath(from: min(a, b), to: max(a, b))
        #expect(trimmed.length <= total * (1 + 1e-9) + 1e-9)
        // And it is the right share of the whole.
        #expect(abs(trimmed.length - (max(a, b) - min(a, b)) * total) <= 1e-7 * max(1, total))
    }
}

@Test func lengthIsBetweenChordAndControlPolygon() async {
    await propertyCheck(input: curveCoordinates) { coordinates in
        let path = randomCurvePath(coordinates)
        let segments = path.segments
        let chords = segments.reduce(0) { $0 + $1.start.distance(to: $1.end) }
        let polygons = segments.reduce(0) { $0 + $1.controlPolygonLength }
        #expect(path.length >= chords - 1e-9)
        #expect(path.length <= polygons + 1e-9)
    }
}

@Test func boundingRectContainsEverySample() async {
    await propertyCheck(input: curveCoordinates) { coordinates in
        let path = randomCurvePath(coordinates)
        let box = path.boundingRect
        for segment in path.segments {
            for i in 0...50 {
                let p = segment.point(at: Double(i) / 50)
                #expect(p.x >= box.minX - 1e-9 && p.x <= box.maxX + 1e-9 && p.y >= box.minY - 1e-9 && p.y <= box.maxY + 1e-9)
            }
        }
    }
}

/// Skipping the curves whose control points lie in the end points' box loses nothing: the box
/// is every segment's own tight bounds joined.
@Test func boundingRectIsEverySegmentsBoundsJoined() async {
    await propertyCheck(input: curveCoordinates) { coordinates in
        let path = randomCurvePath(coordinates)
        guard let first = path.segments.first else { return }
        let joined = path.segments.dropFirst().reduce(first.bounds) { $0.union($1.bounds) }
        let box = path.boundingRect
        #expect(abs(box.minX - joined.minX) <= 1e-9 && abs(box.maxX - joined.maxX) <= 1e-9)
        #expect(abs(box.minY - joined.minY) <= 1e-9 && abs(box.maxY - joined.maxY) <= 1e-9)
    }
}

@Test func signedAreaFlipsUnderAMirror() async {
    await propertyCheck(input: curveCoordinates) { coordinates in
        let path = randomCurvePath(coordinates)
        let mirrored = path.applying(Transform(scaleX: -1, y: 1))
        #expect(abs(path.signedArea + mirrored.signedArea) <= 1e-9 * max(1, path.area))
    }
}

extension PathElement {
    /// Every point the element names, end point last.
    var allPoints: [Point] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }
}
