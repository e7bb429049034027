extension Prelude {
    /// How a `Chart` draws, as Swift Charts does by default: numbers on a linear scale whose
    /// domain includes zero and ends at "nice" ticks (steps of 1, 2 or 5 times a power of ten);
    /// strings on a band scale in the order they first appear; light gridlines at the numeric
    /// ticks; small grey labels on the trailing Y axis and the bottom X axis; marks in blue, or
    /// from the palette by `foregroundStyle(by:)` with a legend below; bars at the same category
    /// stacked.
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

    /// A linear scale over `values` and zero, widened to nice ticks about `count` apart.
    func _chartLinearScale(_ values: [Double], count: Int) -> _ChartScale {
        var low = 0.0
        var high = 0.0
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
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

    /// Each mark's extent along X and Y, bars and areas from zero and stacked where they share a position.
    func _chartSpans(_ marks: [_Mark]) -> [(x: _ChartSpan, y: _ChartSpan)] {
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        var spans: [(x: _ChartSpan, y: _ChartSpan)] = []
        for mark in marks {
            var x = _ChartSpan(start: (mark.xStart ?? mark.x)?._value, end: mark.xEnd?._value)
            var y = _ChartSpan(start: (mark.yStart ?? mark.y)?._value, end: mark.yEnd?._value)
            if mark.kind == .bar || mark.kind == .area {
                let horizontal = _chartIsHorizontal(mark)
                let along = horizontal ? mark.x : mark.y
                let across = horizontal ? mark.y : mark.x
                if case .number(let amount)? = along?._value, (horizontal ? mark.xStart : mark.yStart) == nil {
                    let key = (mark.kind == .bar ? "b" : "a") + _chartKey(across?._value)
                    var base = 0.0
                    if mark.stacks && mark.kind == .bar {
                        base = amount >= 0 ? (positive[key] ?? 0) : (negative[key] ?? 0)
                        if amount >= 0 { positive[key] = base + amount } else { negative[key] = base + amount }
                    }
                    let range = _ChartSpan(start: .number(base), end: .number(base + amount))
                    if horizontal { x = range } else { y = range }
                }
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
        let marks = chart._content._chartMarks
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
        let showX = chart._xAxis != .hidden
        let showY = chart._yAxis != .hidden
        let showLegend = chart._legend != .hidden && !seriesNames.isEmpty
        let width = Double(size.width)
        let height = Double(size.height)
        let legendHeight = showLegend ? 22.0 : 0
        let xLabelHeight = showX ? 18.0 : 0
        let topInset = showY ? 6.0 : 0
        let plotBottom = max(topInset + 1, height - legendHeight - xLabelHeight)

        // The Y scale first: its labels' width decides the plot's width.
        var yScale = _ChartScale()
        let yCategories = _chartCategories(yValues)
        if yCategories.isEmpty {
            yScale = _chartLinearScale(_chartNumbers(yValues), count: max(2, Int((plotBottom - topInset) / 36)))
        } else {
            yScale.categories = yCategories
        }
        yScale.start = plotBottom
        yScale.end = topInset
        var yLabels: [(String, Double)] = []
        if yScale.isCategorical {
            for name in yScale.categories { yLabels.append((name, yScale.position(.category(name)))) }
        } else {
            for tick in yScale.ticks { yLabels.append((_chartLabel(tick), yScale.position(.number(tick)))) }
        }
        var labelWidth = 0.0
        for (label, _) in yLabels { labelWidth = max(labelWidth, Double(label.count) * _chartCharacterWidth) }
        let plotRight = max(1, width - (showY ? labelWidth + 8 : 0))

        var xScale = _ChartScale()
        let xCategories = _chartCategories(xValues)
        if xCategories.isEmpty {
            xScale = _chartLinearScale(_chartNumbers(xValues), count: max(2, Int(plotRight / 60)))
        } else {
            xScale.categories = xCategories
        }
        xScale.start = 0
        xScale.end = plotRight

        // Gridlines at the numeric ticks.
        let grid = Color(white: 0.5, opacity: 0.3)
        if showY && !yScale.isCategorical {
            for tick in yScale.ticks {
                let y = yScale.position(.number(tick))
                var line = Path()
                line.move(to: CGPoint(x: 0, y: y))
                line.addLine(to: CGPoint(x: plotRight, y: y))
                context.stroke(line, with: .color(grid), lineWidth: 0.8)
            }
        }
        if showX && !xScale.isCategorical {
            for tick in xScale.ticks {
                let x = xScale.position(.number(tick))
                var line = Path()
                line.move(to: CGPoint(x: x, y: topInset))
                line.addLine(to: CGPoint(x: x, y: plotBottom))
                context.stroke(line, with: .color(grid), lineWidth: 0.8)
            }
        }

        // The marks: areas, then bars and rectangles, then lines and rules, then points.
        for pass in 0..<4 {
            var lines: [String: [CGPoint]] = [:]
            var lineOrder: [String] = []
            var lineMarks: [String: _Mark] = [:]
            for index in marks.indices {
                let mark = marks[index]
                let span = spans[index]
                let layer = mark.kind == .area ? 0 : (mark.kind == .bar || mark.kind == .rectangle) ? 1 : (mark.kind == .point ? 3 : 2)
                if layer != pass { continue }
                let color = _chartColor(mark, seriesNames)
                let markContext = _chartMarkContext(context, mark)
                switch mark.kind {
                case .bar, .rectangle:
                    let rect = _chartRect(mark, span, xScale, yScale)
                    let shape = Path(roundedRect: rect, cornerRadius: CGFloat(min(mark.cornerRadius, Double(min(rect.width, rect.height)) / 2)))
                    markContext.fill(shape, with: .style(_chartStyle(color, mark.opacity)))
                case .rule:
                    var line = Path()
                    if let y = span.y.start, span.y.end == nil {
                        let from = span.x.start.map { xScale.position($0) } ?? 0
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
                case .line, .area:
                    guard let x = span.x.start, let y = (mark.kind == .area ? span.y.end : nil) ?? span.y.start else { continue }
                    let key = (mark.kind == .area ? "a" : "l") + _chartKey(mark.series?._value) + "|" + _chartKey(mark.styleBy?._value)
                    if lines[key] == nil { lineOrder.append(key); lines[key] = [] }
                    lines[key]?.append(CGPoint(x: xScale.position(x), y: yScale.position(y)))
                    if mark.kind == .area {
                        // The baseline point under this one, kept after the line's points.
                        let base = span.y.end != nil ? span.y.start : nil
                        lines[key + "|base"] = (lines[key + "|base"] ?? []) + [CGPoint(x: xScale.position(x), y: base.map { yScale.position($0) } ?? yScale.position(.number(0)))]
                    }
                    lineMarks[key] = mark
                case .point:
                    guard let x = span.x.start, let y = span.y.start else { continue }
                    let diameter = (mark.symbolSize ?? 40).squareRoot()
                    let center = CGPoint(x: xScale.position(x), y: yScale.position(y))
                    let dot = Path(ellipseIn: CGRect(x: Double(center.x) - diameter / 2, y: Double(center.y) - diameter / 2, width: diameter, height: diameter))
                    markContext.fill(dot, with: .style(_chartStyle(color, mark.opacity)))
                }
            }
            for key in lineOrder {
                guard let points = lines[key], let mark = lineMarks[key], let first = points.first else { continue }
                var path = Path()
                path.move(to: first)
                _chartJoin(points, mark.interpolation, into: &path)
                let color = _chartColor(mark, seriesNames)
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

        // Axis labels: trailing Y, bottom X.
        if showY {
            for (label, y) in yLabels {
                context.draw(Text(label).font(_chartLabelFont).foregroundColor(_chartLabelColor), at: CGPoint(x: plotRight + 6, y: y), anchor: .leading)
            }
        }
        if showX {
            if xScale.isCategorical {
                for name in xScale.categories {
                    context.draw(Text(name).font(_chartLabelFont).foregroundColor(_chartLabelColor),
                                 at: CGPoint(x: xScale.position(.category(name)), y: plotBottom + 4), anchor: .top)
                }
            } else {
                // A number's label starts at its gridline; one that would run off the chart is left out.
                for tick in xScale.ticks {
                    let label = _chartLabel(tick)
                    let x = xScale.position(.number(tick)) + 2
                    if x + Double(label.count) * _chartCharacterWidth > width { continue }
                    context.draw(Text(label).font(_chartLabelFont).foregroundColor(_chartLabelColor),
                                 at: CGPoint(x: x, y: plotBottom + 4), anchor: .topLeading)
                }
            }
        }

        // The legend: a dot and name per series, from the leading edge.
        if showLegend {
            var x = 0.0
            let y = height - legendHeight / 2 + 2
            for (index, name) in seriesNames.enumerated() {
                let dot = Path(ellipseIn: CGRect(x: x, y: y - 4, width: 8, height: 8))
                context.fill(dot, with: .color(_chartPalette[index % _chartPalette.count]))
                context.draw(Text(name).font(_chartLabelFont).foregroundColor(_chartLabelColor), at: CGPoint(x: x + 12, y: y), anchor: .leading)
                x += 12 + Double(name.count) * _chartCharacterWidth + 12
            }
        }
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
    func _chartColor(_ mark: _Mark, _ seriesNames: [String]) -> any ShapeStyle {
        if let style = mark.style { return style }
        var name: String? = nil
        if case .category(let category)? = mark.styleBy?._value { name = category }
        if case .number(let number)? = mark.styleBy?._value { name = _chartLabel(number) }
        if let name, let index = seriesNames.firstIndex(of: name) { return _chartPalette[index % _chartPalette.count] }
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
