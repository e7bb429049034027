// A protocol extension computing bounds from points, with a default description, over [any
// Shape2D].
import Foundation
protocol Shape2D: CustomStringConvertible { var points: [CGPoint] { get } }
extension Shape2D {
    var bounds: CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    var description: String { "\(type(of: self)) \(points.count) points" }
}
struct Tri: Shape2D { var points: [CGPoint] { [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 2, y: 3)] } }
struct Line: Shape2D { var points: [CGPoint] }
let all: [any Shape2D] = [Tri(), Line(points: [CGPoint(x: -1, y: 2), CGPoint(x: 5, y: 7)]), Line(points: [])]
for s in all { print(s, s.bounds.width, s.bounds.height) }
print(all.map { $0.bounds.maxX })

// expect: Tri 3 points 4.0 3.0
// expect: Line 2 points 6.0 5.0
// expect: Line 0 points 0.0 0.0
// expect: [4.0, 5.0, 0.0]
