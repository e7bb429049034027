import Testing
@testable import Geometry

/// A segment shorter than rounding noise has no direction of its own: the stroker must join its
/// neighbours as if it were not there, not take the noise for a direction (a mitered spike).
struct NearZeroSegmentStrokeTests {
    /// A triangle that starts with a line of `noise` length at its apex, as a rounded star's
    /// outline starts with a line to its first corner arc that lands on the same point.
    static func triangle(apexNoise noise: Point) -> Path {
        var path = Path()
        let apex = Point(x: 262.451, y: 8.45)
        path.move(to: apex)
        path.addLine(to: apex + noise)
        path.addLine(to: apex + Point(x: 20, y: 40))
        path.addLine(to: apex + Point(x: -20, y: 40))
        path.closeSubpath()
        return path
    }

    @Test(arguments: [Point(x: 1e-13, y: 0), Point(x: 0, y: -3e-14), Point(x: -2e-14, y: 5e-14), Point(x: 4e-12, y: 4e-12)])
    func aNoiseLengthSegmentChangesNothing(noise: Point) {
        let style = StrokeStyle(lineWidth: 1.5, lineJoin: .miter)
        let clean = Self.triangle(apexNoise: .zero).strokedPath(style).boundingRect
        let noisy = Self.triangle(apexNoise: noise).strokedPath(style).boundingRect
        for (a, b) in [(clean.minX, noisy.minX), (clean.minY, noisy.minY), (clean.maxX, noisy.maxX), (clean.maxY, noisy.maxY)] {
            #expect(abs(a - b) < 1e-6, "noise \(noise): \(clean) against \(noisy)")
        }
    }

    @Test func aRoundedStarsOutlineHasNoSpike() throws {
        // Every point count of the benchmark's star grid, rounded as in the seed article: the
        // stroke reaches at most its miter beyond the star's own bounds.
        for points in 5...11 {
            let star = try Star(points: points, cornerRadius: 0.05).path(in: Rect(x: 235, y: 5, width: 65, height: 65))
            let style = StrokeStyle(lineWidth: 1.5)
            let bounds = star.boundingRect, stroked = star.strokedPath(style).boundingRect
            let reach = style.lineWidth / 2 * style.miterLimit
            #expect(stroked.minY > bounds.minY - reach && stroked.minX > bounds.minX - reach, "\(points) points")
            // Rounded corners have no miters: the outline is within half the width of the path.
            #expect(stroked.minY > bounds.minY - style.lineWidth, "\(points) points: \(stroked) around \(bounds)")
            #expect(stroked.maxY < bounds.maxY + style.lineWidth && stroked.maxX < bounds.maxX + style.lineWidth,
                    "\(points) points: \(stroked) around \(bounds)")
        }
    }
}
