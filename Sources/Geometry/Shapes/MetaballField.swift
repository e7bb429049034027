import Foundation

/// The `.field` style of `Metaballs`: the contour Σ rᵢ²/|p − cᵢ|² = threshold.
///
/// Each ball's term is the square of the classic 1/d falloff scaled so that a lone ball's contour
/// at threshold 1 is its own circle (a lone ball's contour has radius r/√threshold). The field is
/// sampled (as T^(−½) − F^(−½), see `excess(at:)`) on a square grid, contoured by marching squares with linear interpolation along cell
/// edges (`MarchingSquares`), and each closed loop is smoothed by a centripetal Catmull–Rom spline
/// through its crossing points (`CatmullRom`).
///
/// Grid and tolerance: interpolated crossings on a grid of cell size h cut a contour of radius ρ
/// with chords of sagitta ≈ h²/(8ρ), so h = √(8·ρ_min·tolerance), ρ_min the smallest lone-ball
/// contour radius; the spline, passing through the crossings, stays within that. The grid is
/// capped at 1 000 cells a side: a larger extent gets coarser cells, and the tolerance is then not
/// met. Bounds: the contour satisfies rᵢ²/dᵢ² ≥ threshold/n for some ball, so it lies within
/// rᵢ·√(n/threshold) of a centre; the grid covers those discs plus a cell.
struct MetaballField {
    var balls: [Metaballs.Ball]
    var threshold: Double
    var tolerance: Double

    /// The maximum number of grid cells along either side.
    static let maximumCells = 1_000

    /// A function positive exactly where the field exceeds the threshold: T^(−½) − F^(−½).
    ///
    /// Contouring F − T directly would interpolate a 1/d² falloff linearly and misplace every
    /// crossing by about 3h²/(8ρ); F^(−½) is d/r for a lone ball, linear along the radius, so
    /// linear interpolation of it finds the crossings almost exactly.
    func excess(at p: Point) -> Double {
        var sum = 0.0
        for ball in balls {
            let d2 = (p - ball.center).dot(p - ball.center)
            if d2 == 0 { return 1 / threshold.squareRoot() }
            sum += ball.radius * ball.radius / d2
        }
        return 1 / threshold.squareRoot() - 1 / sum.squareRoot()
    }

    /// The contour as closed cubic loops, shells and holes wound oppositely.
    func contourPath() throws(GeometryError) -> Path {
        let smallestContour = balls.map(\.radius).min().map { $0 / threshold.squareRoot() } ?? 0
        let reachFactor = (Double(balls.count) / threshold).squareRoot()
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for ball in balls {
            let reach = ball.radius * reachFactor
            minX = min(minX, ball.center.x - reach); maxX = max(maxX, ball.center.x + reach)
            minY = min(minY, ball.center.y - reach); maxY = max(maxY, ball.center.y + reach)
        }
        let extent = max(maxX - minX, maxY - minY)
        var step = (8 * smallestContour * tolerance).squareRoot()
        step = max(step, extent / Double(Self.maximumCells - 2))
        guard step.isFinite, step > 0 else { throw GeometryError("Metaballs field: the balls are too large to contour") }
        let origin = Point(x: minX - step, y: minY - step)
        let columns = Int(((maxX - minX) / step).rounded(.up)) + 2
        let rows = Int(((maxY - minY) / step).rounded(.up)) + 2
        var values = [Double](repeating: 0, count: (columns + 1) * (rows + 1))
        for j in 0...rows {
            for i in 0...columns {
                let onBorder = i == 0 || j == 0 || i == columns || j == rows
                let value = excess(at: Point(x: origin.x + Double(i) * step, y: origin.y + Double(j) * step))
                // The bounds put the border outside; forcing it keeps every loop closed.
                values[j * (columns + 1) + i] = onBorder ? min(value, -1e-12) : value
            }
        }
        let loops = MarchingSquares.contours(values: values, columns: columns, rows: rows, origin: origin, step: step)
        var path = Path()
        for loop in MarchingSquares.oriented(loops) { path.addPath(CatmullRom.closedPath(through: loop)) }
        return path
    }
}
