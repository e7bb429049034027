import Canvas
import Foundation
import Geometry
@testable import Render

/// Shapes with closed-form areas, and small helpers shared by the Render tests.
enum TestShapes {
    /// A regular polygon with `sides` corners on a circle of `radius` about `center`.
    static func regularPolygon(sides: Int, center: Point, radius: Double, rotation: Double = 0) -> Path {
        Path { path in
            path.addLines((0..<sides).map { index in
                let angle = rotation + 2 * Double.pi * Double(index) / Double(sides)
                return center + Point(x: cos(angle), y: sin(angle)) * radius
            })
            path.closeSubpath()
        }
    }

    /// The area of that polygon: n/2 · r² · sin(2π/n).
    static func regularPolygonArea(sides: Int, radius: Double) -> Double {
        Double(sides) / 2 * radius * radius * sin(2 * Double.pi / Double(sides))
    }

    /// A star with `points` tips on `outerRadius` and notches on `innerRadius`.
    static func star(points: Int, center: Point, outerRadius: Double, innerRadius: Double) -> Path {
        Path { path in
            path.addLines((0..<2 * points).map { index in
                let angle = -Double.pi / 2 + Double.pi * Double(index) / Double(points)
                return center + Point(x: cos(angle), y: sin(angle)) * (index.isMultiple(of: 2) ? outerRadius : innerRadius)
            })
            path.closeSubpath()
        }
    }

    /// The star's area: n · R · r · sin(π/n).
    static func starArea(points: Int, outerRadius: Double, innerRadius: Double) -> Double {
        Double(points) * outerRadius * innerRadius * sin(Double.pi / Double(points))
    }

    /// A rectangle subpath, counter-clockwise on screen when `reversed`.
    static func rectangle(_ rect: Rect, reversed: Bool = false) -> Path {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        return Path { path in
            path.addLines(reversed ? corners.reversed() : corners)
            path.closeSubpath()
        }
    }

    /// A figure of `size` points at `scale` drawing `items`.
    static func figure(_ width: Double, _ height: Double, scale: Double = 1, background: RGBA = .clear,
                       _ items: [DisplayItem]) -> Figure {
        Figure(displayList: DisplayList(size: Size(width: width, height: height), background: background, items: items),
               scale: scale, description: "test figure")
    }

    /// The total alpha of a pixmap in pixels (sum of alpha / 255).
    static func coveredArea(_ pixmap: Pixmap) -> Double {
        var sum = 0
        for offset in stride(from: 3, to: pixmap.samples.count, by: 4) { sum += Int(pixmap.samples[offset]) }
        return Double(sum) / 255
    }

    static let red = RGBA(red: 1, green: 0, blue: 0)
    static let blue = RGBA(red: 0, green: 0, blue: 1)
}
