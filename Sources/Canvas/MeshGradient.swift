import Geometry

/// SwiftUI's `MeshGradient(width:height:points:colors:)` (iOS 18): a grid of `width` × `height`
/// vertices in unit coordinates of the frame, each with a colour, painted over the frame.
///
/// SwiftUI does not document its interpolation; what is drawn here, as a GPU draws a mesh: each
/// cell of the grid is a patch of a Catmull-Rom surface through the vertices (the grid's edge
/// vertices repeated beyond it), cut into small triangles, and colours are interpolated by the
/// same spline through the vertices' colours (sRGB components, clamped to 0…1): smooth across
/// cells, as SwiftUI's default `smoothsColors: true` is, and a moved vertex bends its
/// neighbours' edges and carries its colour with it; where it still folds a cell
/// over its neighbour the later cell (row by row) is drawn on top. What no cell covers (vertices
/// moved in from the edges) is the `background` colour, clear by default, as in SwiftUI. The
/// mesh is drawn for the frame it fills, on `pixelsPerPoint` pixels per point of it (at most
/// `maximumSide` a side), and laid over the frame as an image paint.
public struct MeshGradient: Hashable, Sendable {
    /// Pixels per point a mesh is sampled on: a figure's default scale is 2 and an iPhone's 3,
    /// so a figure at either shows no upscaled pixels.
    public static let pixelsPerPoint = 3.0
    /// The most pixels a side of a mesh's image has (a larger frame stretches it).
    public static let maximumSide = 1024

    /// The columns and rows of vertices.
    public let width: Int, height: Int
    /// The vertices, row by row, in unit coordinates.
    public let points: [Point]
    /// The vertices' colours, row by row.
    public let colors: [RGBA]
    /// The colour where no cell reaches.
    public let background: RGBA

    /// A mesh of `width` × `height` vertices.
    ///
    /// - Throws: `CanvasError` when the grid is smaller than 2×2 or larger than 64×64, when the
    ///   counts of points or colours are not `width × height` (SwiftUI's precondition), or when a
    ///   point is not finite.
    public init(width: Int, height: Int, points: [Point], colors: [RGBA], background: RGBA = .clear) throws(CanvasError) {
        guard (2...64).contains(width), (2...64).contains(height) else {
            throw CanvasError("a MeshGradient needs between 2 and 64 vertices in each direction, not \(width)×\(height)")
        }
        guard points.count == width * height, colors.count == width * height else {
            throw CanvasError("a MeshGradient of \(width)×\(height) needs \(width * height) points and colours, not \(points.count) and \(colors.count)")
        }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { throw CanvasError("a MeshGradient's points must be finite") }
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
    }

    /// The pixels across and down an image of the mesh filling a frame of `size` points.
    public static func sampleSize(for size: Size) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * pixelsPerPoint).rounded(.up)
            guard pixels.isFinite else { return maximumSide }
            return Int(min(max(pixels, 2), Double(maximumSide)))
        }
        return (side(size.width), side(size.height))
    }

    /// The mesh drawn on `width` × `height` pixels spanning the unit square.
    public func pixels(width pixelWidth: Int, height pixelHeight: Int) throws(CanvasError) -> ImagePixels {
        try MeshSampler(width: width, height: height, points: points, colors: colors)
            .pixels(width: pixelWidth, height: pixelHeight, background: background)
    }
}

/// Draws a mesh gradient's cells into pixels (see `MeshGradient`): each cell cut into
/// `steps` × `steps` small quadrilaterals of the spline surface, each drawn as two triangles
/// whose pixels take the colour interpolated between their corners' spline colours; a later
/// cell draws over an earlier one where a moved vertex folds them.
private struct MeshSampler {
    /// Cuts per cell side for an image `side` pixels across at most: triangles about 8 pixels
    /// wide, 2 to 32 a cell, so a fine grid costs no more than a coarse one.
    func steps(_ side: Int) -> Int { max(2, min(32, side / (8 * max(width - 1, height - 1)))) }
    let width: Int, height: Int
    let points: [Point]
    let colors: [RGBA]

    /// A corner of a small triangle: where it is in pixels and its colour.
    private struct Corner {
        var x: Double, y: Double
        var color: [Double]
    }

    func pixels(width pixelWidth: Int, height pixelHeight: Int, background: RGBA) throws(CanvasError) -> ImagePixels {
        let size = (width: pixelWidth, height: pixelHeight)
        let back = [background.red, background.green, background.blue, background.alpha]
        var canvas = [Double](repeating: 0, count: pixelWidth * pixelHeight * 4)
        for index in 0..<(pixelWidth * pixelHeight) { for offset in 0..<4 { canvas[index * 4 + offset] = back[offset] } }
        let steps = self.steps(max(pixelWidth, pixelHeight))
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                var corners: [[Corner]] = []
                for j in 0...steps {
                    var line: [Corner] = []
                    for i in 0...steps {
                        let u = Double(i) / Double(steps), v = Double(j) / Double(steps)
                        let p = position(column, row, u, v)
                        let c = colorAt(column, row, u, v)
                        line.append(Corner(x: p.x * Double(pixelWidth), y: p.y * Double(pixelHeight), color: [c.red, c.green, c.blue, c.alpha]))
                    }
                    corners.append(line)
                }
                for j in 0..<steps {
                    for i in 0..<steps {
                        fill(corners[j][i], corners[j][i + 1], corners[j + 1][i + 1], into: &canvas, size: size)
                        fill(corners[j][i], corners[j + 1][i + 1], corners[j + 1][i], into: &canvas, size: size)
                    }
                }
            }
        }
        var samples = [UInt8](repeating: 0, count: canvas.count)
        for (index, component) in canvas.enumerated() {
            let unit = component.isNaN ? 0 : min(max(component, 0), 1)
            samples[index] = UInt8(truncatingIfNeeded: Int((unit * 255).rounded()))
        }
        return try ImagePixels(width: pixelWidth, height: pixelHeight, samples: samples)
    }

    /// Paints the pixels whose centres lie in the triangle `a`, `b`, `c` (its edges included, so
    /// neighbouring triangles leave no gap) with the colour interpolated between its corners'.
    private func fill(_ a: Corner, _ b: Corner, _ c: Corner, into canvas: inout [Double], size: (width: Int, height: Int)) {
        let area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)
        guard abs(area) > 1e-12 else { return }
        let low = Self.pixel(min(a.x, b.x, c.x), size.width), high = Self.pixel(max(a.x, b.x, c.x), size.width)
        let top = Self.pixel(min(a.y, b.y, c.y), size.height), bottom = Self.pixel(max(a.y, b.y, c.y), size.height)
        guard low <= high, top <= bottom else { return }
        let epsilon = -1e-9
        for y in top...bottom {
            let py = Double(y) + 0.5
            for x in low...high {
                let px = Double(x) + 0.5
                let wa = ((b.x - px) * (c.y - py) - (c.x - px) * (b.y - py)) / area
                let wb = ((c.x - px) * (a.y - py) - (a.x - px) * (c.y - py)) / area
                let wc = 1 - wa - wb
                guard wa >= epsilon, wb >= epsilon, wc >= epsilon else { continue }
                let base = (y * size.width + x) * 4
                for offset in 0..<4 { canvas[base + offset] = wa * a.color[offset] + wb * b.color[offset] + wc * c.color[offset] }
            }
        }
    }

    /// The pixel row or column a coordinate falls in, clamped to the grid (0 for NaN).
    private static func pixel(_ coordinate: Double, _ size: Int) -> Int {
        guard coordinate.isFinite else { return coordinate == .infinity ? size - 1 : 0 }
        return Int(min(max(coordinate.rounded(.down), 0), Double(size - 1)))
    }


    /// The point at (`u`, `v`) of cell (`column`, `row`): the same Catmull-Rom surface through
    /// the vertices, so cells meet smoothly and a moved vertex bends its neighbours' edges.
    private func position(_ column: Int, _ row: Int, _ u: Double, _ v: Double) -> Point {
        let blended = blend(column, row, u, v) { [points[$0].x, points[$0].y] }
        return Point(x: blended[0], y: blended[1])
    }

    /// The Catmull-Rom blend at (`u`, `v`) of cell (`column`, `row`) of each vertex's `values`
    /// (the grid's edge vertices repeated beyond it).
    private func blend(_ column: Int, _ row: Int, _ u: Double, _ v: Double, _ values: (Int) -> [Double]) -> [Double] {
        let wu = Self.catmullRom(u), wv = Self.catmullRom(v)
        var sum: [Double] = []
        for j in 0..<4 {
            let y = min(max(row - 1 + j, 0), height - 1)
            for i in 0..<4 {
                let x = min(max(column - 1 + i, 0), width - 1)
                let weight = wu[i] * wv[j]
                let value = values(y * width + x)
                if sum.isEmpty { sum = [Double](repeating: 0, count: value.count) }
                for index in value.indices { sum[index] += weight * value[index] }
            }
        }
        return sum
    }

    /// The colour at (`u`, `v`) of cell (`column`, `row`): Catmull-Rom through the vertices' colours.
    private func colorAt(_ column: Int, _ row: Int, _ u: Double, _ v: Double) -> RGBA {
        let c = blend(column, row, u, v) { [colors[$0].red, colors[$0].green, colors[$0].blue, colors[$0].alpha] }
        return RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The Catmull-Rom weights of the four neighbours at `u` (0…1) between the middle two.
    private static func catmullRom(_ u: Double) -> [Double] {
        let u2 = u * u, u3 = u2 * u
        return [(-u3 + 2 * u2 - u) / 2, (3 * u3 - 5 * u2 + 2) / 2, (-3 * u3 + 4 * u2 + u) / 2, (u3 - u2) / 2]
    }
}
