import Foundation
@testable import Geometry

/// Helpers shared by the shape and set-operation tests.
enum ShapesTestSupport {
    /// The rings of a path made only of moves, lines and closes (each subpath one ring).
    static func straightRings(_ path: Path) -> [[Point]] {
        var rings: [[Point]] = []
        for element in path.elements {
            switch element {
            case .move(let p): rings.append([p])
            case .line(let p):
                if rings.isEmpty { rings.append([]) }
                rings[rings.count - 1].append(p)
            case .quadCurve, .curve, .closeSubpath: continue
            }
        }
        return rings
    }

    /// The shoelace signed area of a closed ring (positive when clockwise on a y-down screen).
    static func signedArea(_ ring: [Point]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        for i in ring.indices { sum += ring[i].cross(ring[(i + 1) % ring.count]) }
        return sum / 2
    }

    /// The sum of the rings' shoelace areas: the filled area of non-overlapping rings wound
    /// consistently (holes opposite to shells).
    static func totalSignedArea(_ path: Path) -> Double {
        straightRings(path).reduce(0) { $0 + signedArea($1) }
    }

    /// A circle as a ring of `count` points (an inscribed regular polygon).
    static func circleRing(center: Point, radius: Double, count: Int = 4096) -> [Point] {
        (0..<count).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// The area of the lens where two circles of radius `r` with centres `d` apart overlap.
    static func lensArea(radius r: Double, distance d: Double) -> Double {
        guard d < 2 * r else { return 0 }
        return 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
    }

    /// The Bézier segments of a path as control-point lists (lines as two points), with the
    /// implicit closing line of each closed subpath included.
    static func segments(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): result.append([current, p]); current = p
            case .quadCurve(let p, let c): result.append([current, c, p]); current = p
            case .curve(let p, let c1, let c2): result.append([current, c1, c2, p]); current = p
            case .closeSubpath:
                if current != start { result.append([current, start]) }
                current = start
            }
        }
        return result
    }

    /// The unit tangent leaving a segment's start (first control point distinct from it).
    static func startTangent(_ segment: [Point]) -> Point? {
        guard let first = segment.first,
              let next = segment.dropFirst().first(where: { $0.distance(to: first) > 1e-12 }) else { return nil }
        let v = next - first
        return v / v.length
    }

    /// The unit tangent arriving at a segment's end.
    static func endTangent(_ segment: [Point]) -> Point? {
        guard let last = segment.last,
              let previous = segment.dropLast().last(where: { $0.distance(to: last) > 1e-12 }) else { return nil }
        let v = last - previous
        return v / v.length
    }
}
