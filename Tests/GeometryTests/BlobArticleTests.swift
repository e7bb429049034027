import Foundation
import Testing
@testable import Geometry

/// The blob article's three constructions (seed 000: `CreateRandomShape`, `CreateRandomShape2`,
/// `CreateRandomShape3`), checked point by point against the rules its listings state. In a
/// 240 × 200 rect the centre is (120, 100) and the radius r is 100.
@Suite struct BlobArticleTests {
    let rect = Rect(x: 0, y: 0, width: 240, height: 200)
    let center = Point(x: 120, y: 100)
    let r = 100.0

    /// The polar angle of `p` about the centre, brought into [low, low + 2π).
    func angle(of p: Point, from low: Double) -> Double {
        var a = atan2(p.y - center.y, p.x - center.x)
        while a < low { a += 2 * Double.pi }
        while a >= low + 2 * Double.pi { a -= 2 * Double.pi }
        return a
    }

    func polar(_ length: Double, _ angle: Double) -> Point {
        Point(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
    }

    /// Element i (1…n) of an article path: curve i draws segment i, and curve n repeats segment 0.
    func segmentIndex(ofElement i: Int, count n: Int) -> Int { i % n }

    @Test(arguments: [UInt64(1), 7, 42])
    func quadBlobFollowsCreateRandomShape(seed: UInt64) throws {
        let n = 8
        let sector = 2 * Double.pi / Double(n)
        let path = try Blob(points: n, seed: seed, style: .quad).path(in: rect)
        for (i, element) in path.elements.enumerated() where (1...n).contains(i) {
            guard case .quadCurve(let p, let control) = element else { Issue.record("element \(i) is not a quad"); continue }
            let k = segmentIndex(ofElement: i, count: n)
            // The point: at angle k·sector exactly, radius 0.7…1 r.
            let radius = p.distance(to: center)
            #expect(isClose(p, polar(radius, sector * Double(k)), tolerance: 1e-9))
            #expect(radius >= 0.7 * r - 1e-9 && radius <= r + 1e-9)
            // The control: 0.3…0.8 of a sector behind, at 0.3 × radius (even k) or 1.2 × (odd k).
            #expect(abs(control.distance(to: center) - radius * (k % 2 == 0 ? 0.3 : 1.2)) < 1e-9)
            let behind = sector * Double(k) - angle(of: control, from: sector * Double(k) - Double.pi)
            #expect(behind >= 0.3 * sector - 1e-9 && behind <= 0.8 * sector + 1e-9)
        }
    }

    @Test(arguments: [UInt64(1), 7, 42])
    func alternatingCubicBlobFollowsCreateRandomShape2(seed: UInt64) throws {
        let n = 8
        let sector = 2 * Double.pi / Double(n)
        let path = try Blob(points: n, seed: seed, style: .alternatingCubic).path(in: rect)
        for (i, element) in path.elements.enumerated() where (1...n).contains(i) {
            guard case .curve(let p, let c1, let c2) = element else { Issue.record("element \(i) is not a cubic"); continue }
            let k = segmentIndex(ofElement: i, count: n)
            let a = sector * Double(k)
            // Radius alternating 0.45…0.55 r (even) and 0.75…0.8 r (odd), at angle k·sector.
            let radius = p.distance(to: center)
            let range = k % 2 == 0 ? (0.45 * r)...(0.55 * r) : (0.75 * r)...(0.8 * r)
            #expect(range.contains(radius) || abs(radius - range.lowerBound) < 1e-9 || abs(radius - range.upperBound) < 1e-9)
            #expect(isClose(p, polar(radius, a), tolerance: 1e-9))
            // Control 1: 0.75…0.85 of a sector behind; control 2: 0.15…0.35; both 0.5…1.2 × radius out.
            let behind1 = a - angle(of: c1, from: a - Double.pi), behind2 = a - angle(of: c2, from: a - Double.pi)
            #expect(behind1 >= 0.75 * sector - 1e-9 && behind1 <= 0.85 * sector + 1e-9)
            #expect(behind2 >= 0.15 * sector - 1e-9 && behind2 <= 0.35 * sector + 1e-9)
            for control in [c1, c2] {
                let out = control.distance(to: center) / radius
                #expect(out >= 0.5 - 1e-9 && out <= 1.2 + 1e-9)
            }
        }
    }

    @Test(arguments: [UInt64(1), 7, 42])
    func cubicBlobFollowsCreateRandomShape3(seed: UInt64) throws {
        let n = 8
        let sector = 2 * Double.pi / Double(n)
        let path = try Blob(points: n, seed: seed, style: .cubic).path(in: rect)
        // Segment k's first control is 1.45 × its radius out when segment k − 1's second control
        // was inside its radius (and for segment 0), else 0.55 ×.
        var previousSecondInside = true
        for k in 0..<n {
            // Segment 0 is drawn last (the curve back to the start), segment k > 0 by element k.
            let i = k == 0 ? n : k
            guard case .curve(let p, let c1, let c2) = path.elements[i] else { Issue.record("element \(i) is not a cubic"); continue }
            // The point: 0.7…1.3 sectors past its sector's start, radius 0.45…0.85 r.
            let radius = p.distance(to: center)
            #expect(radius >= 0.45 * r - 1e-9 && radius <= 0.85 * r + 1e-9)
            let pointAngle = angle(of: p, from: sector * Double(k) + 0.5 * sector)
            let step = pointAngle - sector * Double(k)
            #expect(step >= 0.7 * sector - 1e-9 && step <= 1.3 * sector + 1e-9)
            // Controls at 0.75 and 0.25 of that step back, exactly.
            let firstOut = previousSecondInside ? 1.45 : 0.55
            #expect(isClose(c1, polar(radius * firstOut, pointAngle - 0.75 * step), tolerance: 1e-9))
            let secondOut = c2.distance(to: center) / radius
            #expect(isClose(c2, polar(radius * secondOut, pointAngle - 0.25 * step), tolerance: 1e-9))
            #expect(secondOut >= 0.55 - 1e-9 && secondOut <= 1.45 + 1e-9)
            previousSecondInside = secondOut < 1
        }
    }
}
