extension Prelude {
    /// How a `Chart` draws, as Swift Charts does by default: numbers on a linear scale whose
    /// domain includes zero and ends at "nice" ticks (steps of 1, 2 or 5 times a power of ten);
    /// strings on a band scale in the order they first appear; light gridlines at the numeric
    /// ticks; small grey labels on the trailing Y axis and the bottom X axis; marks in blue, or
    /// from the palette by `foregroundStyle(by:)` with a legend below; bars and areas at the same
    /// position stacked.
    static let chartDrawing = #"""
    /// One axis's scale: a band per category, or a linear domain with its ticks, mapped onto
    /// the points from `start` to `end` (the Y axis runs from the plot's bottom up).
    struct _ChartScale {
        var categories: [String] = []
        var lower: Double = 0
        var upper: Double = 1
        var ticks: [Double] = []
        var start: Double = 0
        var end: Double = 1
        /// Whether the axis is a band scale of categories.
        var isCategorical: Bool { !categories.isEmpty }
        /// The points a category's band takes (signed along the axis).
        var step: Double { categories.isEmpty ? 0 : (end - start) / Double(categories.count) }
        /// Where `value` lies: a band's centre, or the linear position of a number.
        func position(_ value: _PlotValue) -> Double {
            switch value {
            case .category(let name):
                let index = categories.firstIndex(of: name) ?? 0
                return start + (Double(index) + 0.5) * step
            case .number(let number):
                if isCategorical { return start }
                return start + (number - lower) / (upper - lower) * (end - start)
            }
        }
    }

    /// The step between ticks for a span split into about `count` parts: 1, 2 or 5 times a power of ten.
    func _chartNiceStep(_ span: Double, _ count: Int) -> Double {
        let raw = span / Double(max(count, 1))
        let power = pow(10, (log10(raw)).rounded(.down))
        let mantissa = raw / power
        if mantissa >= 7.07 { return 10 * power }
        if mantissa >= 3.16 { return 5 * power }
        if mantissa >= 1.41 { return 2 * power }
        return power
    }

    /// A linear scale over `values` and zero (unless `includesZero` is false), widened to nice
    /// ticks about `count` apart.
    func _chartLinearScale(_ values: [Double], count: Int, includesZero: Bool = true) -> _ChartScale {
        var low = includesZero ? 0.0 : Double.infinity
        var high = includesZero ? 0.0 : -Double.infinity
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        if !low.isFinite || !high.isFinite {
            low = 0
            high = 0
        }
        if high - low < 1e-12 { high = low + 1 }
        let step = _chartNiceStep(high - low, count)
        var scale = _ChartScale()
        scale.lower = (low / step + 1e-9).rounded(.down) * step
        scale.upper = (high / step - 1e-9).rounded(.up) * step
        var tick = scale.lower
        var ticks: [Double] = []
        while tick <= scale.upper + step * 1e-6 && ticks.count < 100 {
            // A tick that rounding left a hair from zero is zero.
            let isZero = tick < step * 1e-9 && tick > -step * 1e-9
            ticks.append(isZero ? 0.0 : tick)
            tick += step
        }
        scale.ticks = ticks
        return scale
    }

    /// A number as an axis label: whole numbers with thousands separators, else at most two decimals.
    func _chartLabel(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 {
            let digits = String(Int(abs(value)))
            var grouped = ""
            for (index, character) in digits.enumerated() {
                if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
                grouped.append(character)
            }
            return value < 0 ? "-" + grouped : grouped
        }
        var text = String((value * 100).rounded() / 100)
        if text.hasSuffix(".0") { text = String(text.dropLast(2)) }
        return text
    }

    /// The colours `foregroundStyle(by:)` gives categories, in order.
    let _chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    /// The axis labels' font, colour and a digit's approximate width.
    let _chartLabelFont: Font = .system(size: 10)
    let _chartLabelColor: Color = Color(red: 0.54, green: 0.54, blue: 0.56)
    let _chartCharacterWidth: Double = 6.2

    /// A mark's extent along one axis: a point (`start` only) or a range.
    struct _ChartSpan {
        var start: _PlotValue?
        var end: _PlotValue?
    }

    /// The numbers of a value, none for a category.
    func _chartNumbers(_ values: [_PlotValue?]) -> [Double] {
        var numbers: [Double] = []
        for value in values {
            if case .number(let number)? = value { numbers.append(number) }
        }
        return numbers
    }

    /// Whether a bar lies along the X axis (a horizontal bar): its Y is a category and its X a number.
    func _chartIsHorizontal(_ mark: _Mark) -> Bool {
        if mark.xStart != nil && mark.yStart == nil { return true }
        guard let x = mark.x, let y = mark.y else { return false }
        if case .category = y._value, case .number = x._value { return true }
        return false
    }

    /// A category or number's identity, for stacking and series.
    func _chartKey(_ value: _PlotValue?) -> String {
        switch value {
        case .category(let name)?: return "c:" + name
        case .number(let number)?: return "n:" + String(number)
        case nil: return ""
        }
    }

    /// A bar's or area's stack and amount: the key of the position it shares with the marks
    /// it stacks on, and its value along the value axis; nil for a mark that does not stack.
    func _chartStackEntry(_ mark: _Mark) -> (key: String, amount: Double)? {
        guard mark.kind == .bar || mark.kind == .area else { return nil }
        let horizontal = _chartIsHorizontal(mark)
        let along = horizontal ? mark.x : mark.y
        let across = horizontal ? mark.y : mark.x
        guard case .number(let amount)? = along?._value, (horizontal ? mark.xStart : mark.yStart) == nil else { return nil }
        return ((mark.kind == .bar ? "b" : "a") + _chartKey(across?._value), amount)
    }

    /// Each mark's extent along X and Y: bars and areas from zero, stacked where they share a
    /// position as their `MarkStackingMethod` says (normalized: as fractions of the stack's
    /// total of magnitudes; centred: starting at minus half the stack's sum).
    func _chartSpans(_ marks: [_Mark]) -> [(x: _ChartSpan, y: _ChartSpan)] {
        var sums: [String: Double] = [:]
        var magnitudes: [String: Double] = [:]
        for mark in marks {
            guard let (key, amount) = _chartStackEntry(mark) else { continue }
            sums[key] = (sums[key] ?? 0) + amount
            magnitudes[key] = (magnitudes[key] ?? 0) + abs(amount)
        }
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var spans: [(x: _ChartSpan, y: _ChartSpan)] = []
        for mark in marks {
            var x = _ChartSpan(start: (mark.xStart ?? mark.x)?._value, end: mark.xEnd?._value)
            var y = _ChartSpan(start: (mark.yStart ?? mark.y)?._value, end: mark.yEnd?._value)
            if let (key, raw) = _chartStackEntry(mark) {
                var amount = raw
                var base = 0.0
                switch mark.stacking {
                case 1, 2:
                    if mark.stacking == 2 {
                        let total = magnitudes[key] ?? 0
                        amount = total > 0 ? raw / total : 0
                    }
                    base = amount >= 0 ? (positive[key] ?? 0) : (negative[key] ?? 0)
                    if amount >= 0 { positive[key] = base + amount } else { negative[key] = base + amount }
                case 3:
                    base = positive[key] ?? -(sums[key] ?? 0) / 2
                    positive[key] = base + amount
                default:
                    break
                }
                let range = _ChartSpan(start: .number(base), end: .number(base + amount))
                if _chartIsHorizontal(mark) { x = range } else { y = range }
            }
            spans.append((x: x, y: y))
        }
        return spans
    }

    /// The categories of `values` in the order they first appear.
    func _chartCategories(_ values: [_PlotValue?]) -> [String] {
        var names: [String] = []
        for value in values {
            if case .category(let name)? = value, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Draws `chart` on `context` in a canvas of `size`.
    func _drawChart(_ chart: Chart, in context: inout GraphicsContext, size: CGSize) {
        var marks = chart._content._chartMarks
        if let style = chart._markStyle {
            for index in marks.indices where marks[index].style == nil && marks[index].styleBy == nil { marks[index].style = style }
        }
        let spans = _chartSpans(marks)
        var xValues: [_PlotValue?] = []
        var yValues: [_PlotValue?] = []
        for span in spans {
            xValues += [span.x.start, span.x.end]
            yValues += [span.y.start, span.y.end]
        }
        var seriesNames: [String] = []
        for mark in marks {
            if case .category(let name)? = mark.styleBy?._value, !seriesNames.contains(name) { seriesNames.append(name) }
            if case .number(let number)? = mark.styleBy?._value, !seriesNames.contains(_chartLabel(number)) { seriesNames.append(_chartLabel(number)) }
        }
        let width = Double(size.width)
        let height = Double(size.height)
        let showLegend = chart._legend != .hidden && !seriesNames.isEmpty
        let colors = _chartSeriesColors(seriesNames, chart._styleScale, range: chart._styleRange)
        let legendOnTop = [1, 6, 7].contains(chart._legendPosition)
        // The legend wraps onto as many 22-point rows as its entries need.
        let legendHeight = showLegend ? _chartLegendHeight(seriesNames, width: width) : 0
        let legendY = legendOnTop ? 9.0 : height - legendHeight + 13
        if marks.contains(where: { $0.kind == .sector }) {
            // A pie or donut: no axes, the sectors' annotations over their middles.
            let (center, sectors) = _drawSectorChart(marks, seriesNames: seriesNames, colors: colors, legend: showLegend ? (legendOnTop ? 1 : 2) : 0,
                                                     legendHeight: legendHeight, in: &context, size: size)
            for sector in sectors where !sector.mark.annotations.isEmpty {
                let point = _chartPolar(center, sector.inner > 0 ? (sector.inner + sector.outer) / 2 : sector.outer * 0.6,
                                        (sector.start + sector.end) / 2)
                _drawChartAnnotations(sector.mark, around: CGRect(x: point.x, y: point.y, width: 0, height: 0),
                                      horizontal: false, isSector: true, in: &context)
            }
            if showLegend { _drawChartLegend(seriesNames, colors: colors, y: legendY, width: width, in: &context) }
            return
        }
        let showX = chart._xAxis != .hidden
        let showY = chart._yAxis != .hidden
        let xIsDate = marks.contains { ($0.x ?? $0.xStart)?._isDate ?? false }
        let yIsDate = marks.contains { ($0.y ?? $0.yStart)?._isDate ?? false }
        let xOnTop = showX && (chart._xAxisMarks?.contains { $0._position == 3 } ?? false)
        // Axis titles take a line (and their spacing) on their edge.
        let titleTop = _chartTitleRoom(chart._xTitle, isX: true, edge: 1) + _chartTitleRoom(chart._yTitle, isX: false, edge: 1)
        let titleBottom = _chartTitleRoom(chart._xTitle, isX: true, edge: 2) + _chartTitleRoom(chart._yTitle, isX: false, edge: 2)
        let titleLeading = _chartTitleRoom(chart._yTitle, isX: false, edge: 3)
        let titleTrailing = _chartTitleRoom(chart._yTitle, isX: false, edge: 4)
        // Custom X marks' ticks push their labels out: the band below (or above) the plot grows by
        // the longest (asked once here, on the scale the whole width would have).
        var xTick = 0.0
        if showX && chart._xAxisMarks != nil {
            let provisional = _chartScale(xValues, domain: chart._xDomain, count: max(2, Int(width / 60)), isDate: xIsDate)
            for entry in _chartAxisEntries(chart._xAxisMarks, provisional, isDate: xIsDate) {
                for item in entry.items where item.kind == .tick { xTick = max(xTick, item.length ?? 4) }
            }
        }
        let xLabelHeight = showX ? 18.0 + xTick : 0
        // Annotations above marks get room at the top, so the tallest one's is not cut off.
        let annotatesAbove = marks.contains { mark in
            mark.annotations.contains { [1, 6, 7].contains($0.position) || ($0.position == 0 && !_chartIsHorizontal(mark)) }
        }
        let topInset = (showY ? 6.0 : 0) + (xOnTop ? xLabelHeight : 0) + (annotatesAbove ? 16 : 0) + (legendOnTop ? legendHeight : 0) + titleTop
        let plotBottom = max(topInset + 1, height - (legendOnTop ? 0 : legendHeight) - (xOnTop ? 6 : xLabelHeight) - titleBottom)

        // The Y scale first: its labels' width decides the plot's width.
        var yScale = _chartScale(yValues, domain: chart._yDomain, count: max(2, Int((plotBottom - topInset) / 36)), isDate: yIsDate)
        yScale.start = plotBottom
        yScale.end = topInset
        var yEntries = showY ? _chartAxisEntries(chart._yAxisMarks, yScale, isDate: yIsDate) : []
        var leadingWidth = 0.0, trailingWidth = 0.0, leadingTick = 0.0, trailingTick = 0.0
        var hasLeading = false
        var hasTrailing = showY && yEntries.isEmpty
        for entry in yEntries {
            let leading = entry.edge == 1
            if leading { hasLeading = true } else { hasTrailing = true }
            for item in entry.items {
                if item.kind == .label {
                    let text = Double((item.text ?? entry.label).count) * _chartCharacterWidth
                    if leading { leadingWidth = max(leadingWidth, text) } else { trailingWidth = max(trailingWidth, text) }
                }
                if item.kind == .tick {
                    if leading { leadingTick = max(leadingTick, item.length ?? 4) } else { trailingTick = max(trailingTick, item.length ?? 4) }
                }
            }
        }
        let plotLeft = titleLeading + (hasLeading ? leadingWidth + 8 + leadingTick : 0)
        let plotRight = max(plotLeft + 1, width - titleTrailing - (hasTrailing ? trailingWidth + 8 + trailingTick : 0))
        for index in yEntries.indices { yEntries[index].position = yScale.position(yEntries[index].value) }

        var xScale = _chartScale(xValues, domain: chart._xDomain, count: max(2, Int((plotRight - plotLeft) / 60)), isDate: xIsDate)
        xScale.start = plotLeft
        xScale.end = plotRight
        var xEntries = showX ? _chartAxisEntries(chart._xAxisMarks, xScale, isDate: xIsDate) : []
        for index in xEntries.indices { xEntries[index].position = xScale.position(xEntries[index].value) }

        let plot = CGRect(x: plotLeft, y: topInset, width: plotRight - plotLeft, height: plotBottom - topInset)
        _drawChartAxisLines(yEntries, isX: false, plot: plot, in: &context)
        _drawChartAxisLines(xEntries, isX: true, plot: plot, in: &context)

        // The marks: areas, then bars and rectangles, then lines and rules, then points.
        var annotated: [(_Mark, CGRect, Bool)] = []
        for pass in 0..<4 {
            var lines: [String: [CGPoint]] = [:]
            var lineOrder: [String] = []
            var lineMarks: [String: _Mark] = [:]
            for index in marks.indices {
                let mark = marks[index]
                let span = spans[index]
                let layer = mark.kind == .area ? 0 : (mark.kind == .bar || mark.kind == .rectangle) ? 1 : (mark.kind == .point ? 3 : 2)
                if layer != pass { continue }
                let color = _chartColor(mark, seriesNames, colors)
                let markContext = _chartMarkContext(context, mark)
                switch mark.kind {
                case .bar, .rectangle:
                    let rect = _chartRect(mark, span, xScale, yScale)
                    let shape = Path(roundedRect: rect, cornerRadius: CGFloat(min(mark.cornerRadius, Double(min(rect.width, rect.height)) / 2)))
                    markContext.fill(shape, with: .style(_chartStyle(color, mark.opacity)))
                    if !mark.annotations.isEmpty { annotated.append((mark, rect, _chartIsHorizontal(mark))) }
                case .rule:
                    var line = Path()
                    if let y = span.y.start, span.y.end == nil {
                        let from = span.x.start.map { xScale.position($0) } ?? plotLeft
                        let to = span.x.end.map { xScale.position($0) } ?? plotRight
                        line.move(to: CGPoint(x: from, y: yScale.position(y)))
                        line.addLine(to: CGPoint(x: to, y: yScale.position(y)))
                    } else if let x = span.x.start {
                        let from = span.y.start.map { yScale.position($0) } ?? plotBottom
                        let to = span.y.end.map { yScale.position($0) } ?? topInset
                        line.move(to: CGPoint(x: xScale.position(x), y: from))
                        line.addLine(to: CGPoint(x: xScale.position(x), y: to))
                    }
                    context.stroke(line, with: .style(_chartStyle(color, mark.opacity)),
                                   style: StrokeStyle(lineWidth: CGFloat(mark.lineWidth ?? 1), dash: mark.dash))
                    if !mark.annotations.isEmpty { annotated.append((mark, line.boundingRect, false)) }
                case .line, .area:
                    guard let x = span.x.start, let y = (mark.kind == .area ? span.y.end : nil) ?? span.y.start else { continue }
                    let key = (mark.kind == .area ? "a" : "l") + _chartKey(mark.series?._value) + "|" + _chartKey(mark.styleBy?._value)
                    if lines[key] == nil { lineOrder.append(key); lines[key] = [] }
                    let point = CGPoint(x: xScale.position(x), y: yScale.position(y))
                    lines[key]?.append(point)
                    if mark.kind == .area {
                        // The baseline point under this one, kept after the line's points.
                        let base = span.y.end != nil ? span.y.start : nil
                        lines[key + "|base"] = (lines[key + "|base"] ?? []) + [CGPoint(x: xScale.position(x), y: base.map { yScale.position($0) } ?? yScale.position(.number(0)))]
                    }
                    lineMarks[key] = mark
                    if !mark.annotations.isEmpty { annotated.append((mark, CGRect(origin: point, size: .zero), false)) }
                case .point:
                    guard let x = span.x.start, let y = span.y.start else { continue }
                    let diameter = (mark.symbolSize ?? 40).squareRoot()
                    let center = CGPoint(x: xScale.position(x), y: yScale.position(y))
                    let dot = CGRect(x: Double(center.x) - diameter / 2, y: Double(center.y) - diameter / 2, width: diameter, height: diameter)
                    markContext.fill(Path(ellipseIn: dot), with: .style(_chartStyle(color, mark.opacity)))
                    if !mark.annotations.isEmpty { annotated.append((mark, dot, false)) }
                case .sector:
                    continue
                }
            }
            for key in lineOrder {
                guard let points = lines[key], let mark = lineMarks[key], let first = points.first else { continue }
                var path = Path()
                path.move(to: first)
                _chartJoin(points, mark.interpolation, into: &path)
                let color = _chartColor(mark, seriesNames, colors)
                if mark.kind == .area {
                    for point in (lines[key + "|base"] ?? []).reversed() { path.addLine(to: point) }
                    path.closeSubpath()
                    context.fill(path, with: .style(_chartStyle(color, mark.opacity)))
                } else {
                    context.stroke(path, with: .style(_chartStyle(color, mark.opacity)),
                                   style: StrokeStyle(lineWidth: CGFloat(mark.lineWidth ?? 2), lineCap: .round, lineJoin: .round, dash: mark.dash))
                }
            }
        }
        for (mark, frame, horizontal) in annotated {
            _drawChartAnnotations(mark, around: frame, horizontal: horizontal, isSector: false, in: &context)
        }

        _drawChartAxisLabels(yEntries, isX: false, plot: plot, width: width, in: &context)
        _drawChartAxisLabels(xEntries, isX: true, plot: plot, width: width, in: &context)
        _drawChartAxisTitles(chart, plot: plot, width: width, top: legendOnTop ? legendHeight : 0,
                             bottom: Double(plot.maxY) + (xOnTop ? 0 : xLabelHeight), axisLeading: hasLeading && !hasTrailing, in: &context)
        if showLegend { _drawChartLegend(seriesNames, colors: colors, y: legendY, width: width, in: &context) }
    }

    /// Adds the line from `points[0]` through the rest to `path`, as `interpolation` joins them.
    func _chartJoin(_ points: [CGPoint], _ interpolation: Int, into path: inout Path) {
        for index in points.indices.dropFirst() {
            let from = points[index - 1]
            let to = points[index]
            switch interpolation {
            case 1:
                // Catmull-Rom through the neighbours, as cubic Béziers.
                let before = index >= 2 ? points[index - 2] : from
                let after = index + 1 < points.count ? points[index + 1] : to
                let control1 = CGPoint(x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6)
                let control2 = CGPoint(x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6)
                path.addCurve(to: to, control1: control1, control2: control2)
            case 2:
                path.addLine(to: CGPoint(x: from.x, y: to.y))
                path.addLine(to: to)
            case 3:
                let middle = (from.x + to.x) / 2
                path.addLine(to: CGPoint(x: middle, y: from.y))
                path.addLine(to: CGPoint(x: middle, y: to.y))
                path.addLine(to: to)
            case 4:
                path.addLine(to: CGPoint(x: to.x, y: from.y))
                path.addLine(to: to)
            default:
                path.addLine(to: to)
            }
        }
    }

    /// The style a mark is painted with: its own, its series' palette colour, or blue.
    func _chartColor(_ mark: _Mark, _ seriesNames: [String], _ colors: [Color] = _chartPalette) -> any ShapeStyle {
        if let style = mark.style { return style }
        var name: String? = nil
        if case .category(let category)? = mark.styleBy?._value { name = category }
        if case .number(let number)? = mark.styleBy?._value { name = _chartLabel(number) }
        if let name, let index = seriesNames.firstIndex(of: name), !colors.isEmpty { return colors[index % colors.count] }
        return Color.blue
    }

    /// The context a bar, rectangle or point is drawn in: moved by its offset, with its blur
    /// and its drop shadow.
    func _chartMarkContext(_ context: GraphicsContext, _ mark: _Mark) -> GraphicsContext {
        var marked = context
        if let shadow = mark.shadow {
            marked.addFilter(.shadow(color: shadow.color, radius: CGFloat(shadow.radius), x: CGFloat(shadow.x), y: CGFloat(shadow.y)))
        }
        if mark.blur > 0 { marked.addFilter(.blur(radius: CGFloat(mark.blur))) }
        marked.translateBy(x: CGFloat(mark.offsetX), y: CGFloat(mark.offsetY))
        return marked
    }

    /// `style` at `opacity` (as is when opaque).
    func _chartStyle(_ style: any ShapeStyle, _ opacity: Double) -> any ShapeStyle {
        if opacity >= 1 { return style }
        if let color = style as? Color { return color.opacity(opacity) }
        return style
    }

    /// The rectangle a bar or rectangle mark fills.
    func _chartRect(_ mark: _Mark, _ span: (x: _ChartSpan, y: _ChartSpan), _ xScale: _ChartScale, _ yScale: _ChartScale) -> CGRect {
        let (x0, x1) = _chartExtent(span.x, xScale, mark.width, mark.kind)
        let (y0, y1) = _chartExtent(span.y, yScale, mark.height, mark.kind)
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// Where a mark starts and ends along one axis: its range, or a band's share around its point.
    func _chartExtent(_ span: _ChartSpan, _ scale: _ChartScale, _ dimension: MarkDimension, _ kind: _MarkKind) -> (Double, Double) {
        guard let start = span.start else { return (scale.start, scale.end) }
        if let end = span.end { return (scale.position(start), scale.position(end)) }
        let center = scale.position(start)
        let band = scale.isCategorical ? abs(scale.step) : (kind == .rectangle ? 20 : 12)
        var size = scale.isCategorical && kind == .bar ? band * 0.7 : band
        switch dimension._kind {
        case 1: size = dimension._amount
        case 2: size = band * dimension._amount
        case 3: size = max(0, band - 2 * dimension._amount)
        default: break
        }
        return (center - size / 2, center + size / 2)
    }
    """#
}
