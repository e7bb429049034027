extension Prelude {
    /// Swift Charts' `SectorMark` (iOS 17): pie and donut charts. A chart with sectors draws no
    /// axes: its sectors share one circle, centred in the plot, each taking an angle in
    /// proportion to its value, clockwise from the top in the order they come, with the legend
    /// below as for the other marks.
    static let chartSectors = #"""
    /// A sector of a pie or donut chart, its angle in proportion to its value's share of the total.
    struct SectorMark: ChartContent {
        var _mark: _Mark
        var _chartMarks: [_Mark] { [_mark] }
        /// A sector for `angle`, from `innerRadius` (automatic: the centre) to `outerRadius`
        /// (automatic: the plot's), with `angularInset` points of gap on each side.
        init<Angle: Plottable>(angle: PlottableValue<Angle>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
             angularInset: CGFloat? = nil) {
            _mark = _Mark(kind: .sector, angle: angle._plotted, innerRadius: innerRadius, outerRadius: outerRadius,
                          angularInset: Double(angularInset ?? 0))
        }
    }

    /// A radius as a sector's `dimension` makes it, of a plot whose radius is `plot` (`outer`:
    /// the sector's outer radius, which an inner ratio or inset is relative to).
    func _chartRadius(_ dimension: MarkDimension, plot: Double, outer: Double, isInner: Bool) -> Double {
        switch dimension._kind {
        case 1: return max(0, dimension._amount)
        case 2: return max(0, dimension._amount * (isInner ? outer : plot))
        case 3: return max(0, (isInner ? outer : plot) - dimension._amount)
        default: return isInner ? 0 : plot
        }
    }

    /// The point at `radius` and `angle` (radians, clockwise from the positive X axis on screen) about `center`.
    func _chartPolar(_ center: CGPoint, _ radius: Double, _ angle: Double) -> CGPoint {
        CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
    }

    /// A sector from angle `start` to `end` between radii `inner` and `outer`, its straight sides
    /// moved in by half of `inset` each (so neighbours are `inset` apart) and its corners rounded by `corner`.
    func _chartSectorPath(center: CGPoint, inner: Double, outer: Double, start: Double, end: Double,
                          inset: Double, corner: Double) -> Path {
        var path = Path()
        let half = inset / 2
        guard outer > half, end > start else { return path }
        let outerStart = start + asin(min(1, half / outer))
        let outerEnd = end - asin(min(1, half / outer))
        guard outerEnd > outerStart else { return path }
        let span = end - start
        // Where the two inset sides meet, when the inner arc has no room (or there is none).
        let apexDistance = half > 0 && span < Double.pi ? half / sin(span / 2) : 0
        let hasInnerArc = inner > 0 && inner > apexDistance && inner > half
            && end - asin(min(1, half / inner)) > start + asin(min(1, half / inner))
        let innerStart = hasInnerArc ? start + asin(min(1, half / inner)) : 0
        let innerEnd = hasInnerArc ? end - asin(min(1, half / inner)) : 0
        let apex = _chartPolar(center, apexDistance, (start + end) / 2)
        let outer0 = _chartPolar(center, outer, outerStart)
        let outer1 = _chartPolar(center, outer, outerEnd)
        let inner0 = hasInnerArc ? _chartPolar(center, inner, innerStart) : apex
        let inner1 = hasInnerArc ? _chartPolar(center, inner, innerEnd) : apex
        // A corner's radius fits half the sector's radial side and half its outer arc.
        let side = hypot(Double(outer0.x - inner0.x), Double(outer0.y - inner0.y))
        var radius = min(corner, side / 2, (outerEnd - outerStart) * outer / 2)
        if hasInnerArc { radius = min(radius, (innerEnd - innerStart) * inner / 2) }
        radius = max(0, radius)
        /// `from` moved `distance` towards `to`.
        func toward(_ from: CGPoint, _ to: CGPoint, _ distance: Double) -> CGPoint {
            let length = hypot(Double(to.x - from.x), Double(to.y - from.y))
            if length < 1e-9 { return from }
            return CGPoint(x: Double(from.x) + Double(to.x - from.x) * distance / length,
                           y: Double(from.y) + Double(to.y - from.y) * distance / length)
        }
        /// The arc at `r` from `a` to `b` as short lines (about one every 2 degrees).
        func arc(_ r: Double, _ a: Double, _ b: Double) {
            let steps = max(1, Int(abs(b - a) / (Double.pi / 90)))
            for step in 1...steps {
                path.addLine(to: _chartPolar(center, r, a + (b - a) * Double(step) / Double(steps)))
            }
        }
        path.move(to: toward(outer0, inner0, radius))
        path.addQuadCurve(to: _chartPolar(center, outer, outerStart + radius / outer), control: outer0)
        arc(outer, outerStart + radius / outer, outerEnd - radius / outer)
        path.addQuadCurve(to: toward(outer1, inner1, radius), control: outer1)
        if hasInnerArc {
            path.addLine(to: toward(inner1, outer1, radius))
            path.addQuadCurve(to: _chartPolar(center, inner, innerEnd - radius / inner), control: inner1)
            arc(inner, innerEnd - radius / inner, innerStart + radius / inner)
            path.addQuadCurve(to: toward(inner0, outer0, radius), control: inner0)
        } else {
            path.addLine(to: apex)
        }
        path.closeSubpath()
        return path
    }

    /// One sector as drawn: its mark, angles and radii, for the annotations placed after.
    struct _ChartSector {
        var mark: _Mark
        var start: Double
        var end: Double
        var inner: Double
        var outer: Double
    }

    /// Draws a chart of sectors in `size`: one circle in the space above the legend.
    /// `legend`: none (0), above (1) or below (2) the circle, `legendHeight` tall.
    func _drawSectorChart(_ marks: [_Mark], seriesNames: [String], colors: [Color], legend: Int, legendHeight: Double,
                          in context: inout GraphicsContext, size: CGSize) -> (CGPoint, [_ChartSector]) {
        let width = Double(size.width)
        let height = Double(size.height) - (legend == 0 ? 0 : legendHeight)
        let plot = max(0, min(width, height) / 2)
        let center = CGPoint(x: width / 2, y: height / 2 + (legend == 1 ? legendHeight : 0))
        var total = 0.0
        for mark in marks {
            if case .number(let value)? = mark.angle?._value, value > 0 { total += value }
        }
        var sectors: [_ChartSector] = []
        guard total > 0 else { return (center, sectors) }
        var angle = -Double.pi / 2
        for mark in marks {
            guard case .number(let value)? = mark.angle?._value, value > 0 else { continue }
            let sweep = value / total * 2 * Double.pi
            let outer = _chartRadius(mark.outerRadius, plot: plot, outer: plot, isInner: false)
            let inner = min(outer, _chartRadius(mark.innerRadius, plot: plot, outer: outer, isInner: true))
            let shape = _chartSectorPath(center: center, inner: inner, outer: outer, start: angle, end: angle + sweep,
                                         inset: mark.angularInset, corner: mark.cornerRadius)
            context.fill(shape, with: .style(_chartStyle(_chartColor(mark, seriesNames, colors), mark.opacity)))
            sectors.append(_ChartSector(mark: mark, start: angle, end: angle + sweep, inner: inner, outer: outer))
            angle += sweep
        }
        return (center, sectors)
    }
    """#
}
