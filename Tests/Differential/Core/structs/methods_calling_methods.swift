// Methods that call other methods and read properties implicitly through self.
struct Polyline {
    var points: [(Double, Double)]
    func segmentLength(_ i: Int) -> Double {
        let (x0, y0) = points[i], (x1, y1) = points[i + 1]
        return ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
    }
    var length: Double { (0..<points.count - 1).map(segmentLength).reduce(0, +) }
}
print(Polyline(points: [(0, 0), (3, 4), (3, 10)]).length)

// expect: 11.0
