/// Marching squares: closed contour loops of a grid-sampled function at level 0.
///
/// Lorensen and Cline's marching cubes in two dimensions. Each cell's four corners are inside
/// (value ≥ 0) or out; the 16 cases say which cell edges the contour crosses, and where is found
/// by linear interpolation of the corner values. The two saddle cases (diagonal corners inside)
/// are resolved by the mean of the corners, the value of the bilinear interpolant at the cell
/// centre. Crossings are identified by their grid edge, so segments from neighbouring cells share
/// end points exactly and chain into loops.
enum MarchingSquares {
    /// The contour loops of `values` (row-major, `(columns + 1) × (rows + 1)` nodes at
    /// `origin + (i, j)·step`). The border nodes must be outside (negative) so that every loop
    /// closes.
    static func contours(values: [Double], columns: Int, rows: Int, origin: Point, step: Double) -> [[Point]] {
        let stride = columns + 1
        func value(_ i: Int, _ j: Int) -> Double { values[j * stride + i] }
        // Edge keys: 2·node for the edge to the right of a node, 2·node + 1 for the one below.
        func horizontal(_ i: Int, _ j: Int) -> Int { 2 * (j * stride + i) }
        func vertical(_ i: Int, _ j: Int) -> Int { 2 * (j * stride + i) + 1 }
        var neighbours: [Int: [Int]] = [:]
        func connect(_ a: Int, _ b: Int) {
            neighbours[a, default: []].append(b)
            neighbours[b, default: []].append(a)
        }
        for j in 0..<rows {
            for i in 0..<columns {
                let a = value(i, j), b = value(i + 1, j), c = value(i + 1, j + 1), d = value(i, j + 1)
                let index = (a >= 0 ? 8 : 0) | (b >= 0 ? 4 : 0) | (c >= 0 ? 2 : 0) | (d >= 0 ? 1 : 0)
                let top = horizontal(i, j), right = vertical(i + 1, j), bottom = horizontal(i, j + 1), left = vertical(i, j)
                let centreInside = (a + b + c + d) / 4 >= 0
                switch index {
                case 1, 14: connect(left, bottom)
                case 2, 13: connect(bottom, right)
                case 3, 12: connect(left, right)
                case 4, 11: connect(top, right)
                case 6, 9: connect(top, bottom)
                case 7, 8: connect(top, left)
                case 5:
                    if centreInside { connect(top, left); connect(bottom, right) } else { connect(top, right); connect(left, bottom) }
                case 10:
                    if centreInside { connect(top, right); connect(left, bottom) } else { connect(top, left); connect(bottom, right) }
                default: continue
                }
            }
        }
        func crossing(_ key: Int) -> Point {
            let node = key / 2
            let (i, j) = (node % stride, node / stride)
            let (i1, j1) = key % 2 == 0 ? (i + 1, j) : (i, j + 1)
            let v0 = value(i, j), v1 = value(i1, j1)
            let t = v0 == v1 ? 0.5 : min(1, max(0, v0 / (v0 - v1)))
            let p0 = Point(x: origin.x + Double(i) * step, y: origin.y + Double(j) * step)
            let p1 = Point(x: origin.x + Double(i1) * step, y: origin.y + Double(j1) * step)
            return p0.lerp(to: p1, t)
        }
        var visited = Set<Int>()
        var loops: [[Point]] = []
        for start in neighbours.keys.sorted() where !visited.contains(start) {
            var loop: [Point] = []
            var previous = -1, current = start
            while !visited.contains(current) {
                visited.insert(current)
                loop.append(crossing(current))
                let next = neighbours[current, default: []].first { $0 != previous && !visited.contains($0) }
                guard let next else { break }
                previous = current
                current = next
            }
            if loop.count >= 3 { loops.append(loop) }
        }
        return loops
    }

    /// The loops wound so that shells (nested an even number of times) have positive shoelace
    /// area and holes negative: nonzero and even-odd fills then agree.
    static func oriented(_ loops: [[Point]]) -> [[Point]] {
        loops.enumerated().map { index, loop in
            let depth = loops.indices.filter { $0 != index && contains(loops[$0], loop[0]) }.count
            let shouldBePositive = depth % 2 == 0
            return (signedArea(loop) > 0) == shouldBePositive ? loop : loop.reversed()
        }
    }

    /// Even-odd containment of `point` in the closed polygon `ring`.
    static func contains(_ ring: [Point], _ point: Point) -> Bool {
        var inside = false
        var a = ring[ring.count - 1]
        for b in ring {
            if (a.y > point.y) != (b.y > point.y), point.x < a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                inside.toggle()
            }
            a = b
        }
        return inside
    }

    /// The shoelace signed area of a closed polygon.
    static func signedArea(_ ring: [Point]) -> Double {
        var sum = 0.0
        for i in ring.indices { sum += ring[i].cross(ring[(i + 1) % ring.count]) }
        return sum / 2
    }
}
