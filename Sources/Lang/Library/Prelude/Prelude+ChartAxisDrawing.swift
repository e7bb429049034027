extension Prelude {
    /// How a chart's axes draw: each axis's values (the scale's ticks or categories, or those its
    /// `AxisMarks` ask for), with their gridlines across the plot, ticks outside it and labels
    /// (trailing on Y and below on X unless a position says otherwise), and the legend. A scale's
    /// domain is the data's (from zero for numbers, the data's extent for dates) unless
    /// `chartXScale(domain:)` or `chartYScale(domain:)` sets it.
    static let chartAxisDrawing = #"""
    /// Nice ticks (1, 2 or 5 times a power of ten apart, about `count` of them) from `lower` to `upper`.
    func _chartTicks(_ lower: Double, _ upper: Double, _ count: Int) -> [Double] {
        guard upper > lower, lower.isFinite, upper.isFinite else { return [lower] }
        let step = _chartNiceStep(upper - lower, count)
        var ticks: [Double] = []
        var tick = (lower / step - 1e-9).rounded(.up) * step
        while tick <= upper + step * 1e-6 && ticks.count < 100 {
            ticks.append(abs(tick) < step * 1e-9 ? 0.0 : tick)
            tick += step
        }
        return ticks
    }

    /// The starts (midnight on the 1st, in the current time zone) of every `months`th month from
    /// `lower` to `upper`, counted from January so that quarters and years start on theirs.
    func _chartMonthStarts(_ lower: Double, _ upper: Double, every months: Int) -> [Double] {
        let zone = TimeZone.current.identifier
        let step = max(1, months)
        guard lower.isFinite, upper.isFinite, abs(lower) < 1e13, abs(upper) < 1e13 else { return [] }
        let year = _calendarComponent("year", lower, zone)
        var month = (_calendarComponent("month", lower, zone) - 1) / step * step
        var ticks: [Double] = []
        // A month past December is the next year's (the calendar carries it over).
        while ticks.count < 100 && month < 100 * 12 {
            guard let start = _calendarDate([year, month + 1, 1, 0, 0, 0, 0], zone), start <= upper + 1e-6 else { break }
            if start >= lower - 1e-6 { ticks.append(start) }
            month += step
        }
        return ticks
    }

    /// A time scale over `values` (seconds since 2001): the data's extent, ticks at whole hours,
    /// days or weeks, or on the 1st of every month, quarter or year, about `count` of them.
    func _chartDateScale(_ values: [Double], count: Int) -> _ChartScale {
        var scale = _ChartScale()
        var low = Double.infinity, high = -Double.infinity
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        if !low.isFinite || !high.isFinite { low = 0; high = 86400 }
        if high - low < 1 { high = low + 86400 }
        scale.lower = low
        scale.upper = high
        let day = 86400.0
        var step = 365.25 * day
        for candidate in [3600.0, 3 * 3600, 6 * 3600, 12 * 3600, day, 2 * day, 7 * day, 14 * day, 30.44 * day, 91.31 * day]
            where (high - low) / candidate <= Double(max(count, 1)) {
            step = candidate
            break
        }
        if step > 28 * day {
            // Months, quarters and years start on the 1st, however long the months between.
            let months = step > 100 * day ? 12 * max(1, Int(((high - low) / (365.25 * day) / Double(max(count, 1))).rounded(.up))) : (step > 60 * day ? 3 : 1)
            scale.ticks = _chartMonthStarts(low, high, every: months)
            return scale
        }
        var tick = (low / step - 1e-9).rounded(.up) * step
        var ticks: [Double] = []
        while tick <= high + 1e-6 && ticks.count < 100 {
            // Steps of a day or more fall on midnight.
            ticks.append(step >= day ? (tick / day).rounded() * day : tick)
            tick += step
        }
        scale.ticks = ticks
        return scale
    }

    /// One axis's scale for `values`: its `domain` when the chart sets one, else automatic.
    func _chartScale(_ values: [_PlotValue?], domain: _ChartDomain?, count: Int, isDate: Bool) -> _ChartScale {
        var scale = _ChartScale()
        if let domain, !domain.categories.isEmpty {
            scale.categories = domain.categories
            return scale
        }
        let categories = _chartCategories(values)
        if !categories.isEmpty {
            scale.categories = categories
            return scale
        }
        if let domain, !domain.isAutomatic {
            scale.lower = domain.lower
            scale.upper = domain.upper > domain.lower ? domain.upper : domain.lower + 1
            scale.ticks = _chartTicks(scale.lower, scale.upper, count)
            return scale
        }
        if isDate { return _chartDateScale(_chartNumbers(values), count: count) }
        return _chartLinearScale(_chartNumbers(values), count: count, includesZero: domain?.includesZero ?? true)
    }

    /// One value an axis marks, with where it lies, what is drawn there and on which edge
    /// (1 leading, 3 top; anything else the axis's default edge).
    struct _ChartAxisEntry {
        var value: _PlotValue
        var position: Double = 0
        var items: [_AxisMarkItem]
        var label: String
        var edge: Int
    }

    /// A value's label: a category's name, a number as `_chartLabel` writes it, or a date as
    /// its month (and day, or time, when the ticks are closer).
    func _chartAxisLabel(_ value: _PlotValue, isDate: Bool, step: Double) -> String {
        switch value {
        case .category(let name): return name
        case .number(let number):
            if !isDate { return _chartLabel(number) }
            let pattern = step >= 360 * 86400 ? "yyyy" : (step >= 28 * 86400 ? "MMM" : (step >= 86400 ? "MMM d" : "HH:mm"))
            return _dateFormat(number, pattern, TimeZone.current.identifier)
        }
    }

    /// The entries of one axis: for each group of `AxisMarks` (none given: the default group),
    /// its values and the items its content makes at each.
    func _chartAxisEntries(_ groups: [AxisMarks]?, _ scale: _ChartScale, isDate: Bool) -> [_ChartAxisEntry] {
        var entries: [_ChartAxisEntry] = []
        for group in groups ?? [AxisMarks()] {
            var values: [_PlotValue] = []
            if let given = group._values._values {
                values = given
            } else if scale.isCategorical {
                values = scale.categories.map { _PlotValue.category($0) }
            } else if let months = group._values._months, isDate {
                values = _chartMonthStarts(scale.lower, scale.upper, every: months).map { _PlotValue.number($0) }
            } else if let stride = group._values._stride, stride > 0 {
                // On a time axis a stride of whole days starts at a local midnight, of whole
                // weeks at a Sunday's (the reference date, 1 January 2001, was a Monday).
                var origin = 0.0
                if isDate && (stride / 86400).rounded() == stride / 86400 {
                    origin = -Double(TimeZone.current.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: scale.lower)))
                    if (stride / 604800).rounded() == stride / 604800 { origin -= 86400 }
                }
                var value = ((scale.lower - origin) / stride - 1e-9).rounded(.up) * stride + origin
                while value <= scale.upper + stride * 1e-9 && values.count < 200 {
                    values.append(.number(value))
                    value += stride
                }
            } else if let count = group._values._count {
                values = (isDate ? _chartDateScale([scale.lower, scale.upper], count: count).ticks
                                 : _chartTicks(scale.lower, scale.upper, count)).map { _PlotValue.number($0) }
            } else {
                values = scale.ticks.map { _PlotValue.number($0) }
            }
            var step = 86400.0
            if values.count > 1, case .number(let first) = values[0], case .number(let second) = values[1] { step = abs(second - first) }
            for (index, value) in values.enumerated() {
                var items: [_AxisMarkItem] = []
                if let content = group._content {
                    items = content(AxisValue(index: index, count: values.count, _value: value, _isDate: isDate))._axisItems
                    for item in items.indices { if let format = items[item].format { items[item].text = format(value) } }
                } else {
                    if !scale.isCategorical { items.append(_AxisMarkItem(kind: .grid, stroke: group._stroke)) }
                    items.append(_AxisMarkItem(kind: .label))
                }
                entries.append(_ChartAxisEntry(value: value, items: items, label: _chartAxisLabel(value, isDate: isDate, step: step),
                                               edge: group._position))
            }
        }
        return entries
    }

    /// The series' colours: those `scale` maps their names to, else `range`'s (the palette's when
    /// it is empty) in order.
    func _chartSeriesColors(_ seriesNames: [String], _ scale: [String: Color], range: [Color] = []) -> [Color] {
        let palette = range.isEmpty ? _chartPalette : range
        var colors: [Color] = []
        for (index, name) in seriesNames.enumerated() { colors.append(scale[name] ?? palette[index % palette.count]) }
        return colors
    }

    /// The gridlines's and ticks' colour.
    let _chartGridColor: Color = Color(white: 0.5, opacity: 0.3)

    /// Draws an axis's gridlines across `plot` and its ticks outside it.
    func _drawChartAxisLines(_ entries: [_ChartAxisEntry], isX: Bool, plot: CGRect, in context: inout GraphicsContext) {
        let (left, right, top, bottom) = (Double(plot.minX), Double(plot.maxX), Double(plot.minY), Double(plot.maxY))
        for entry in entries {
            for item in entry.items where item.kind != .label {
                var line = Path()
                let length = item.length ?? 4
                let at = entry.position
                if item.kind == .grid {
                    line.move(to: isX ? CGPoint(x: at, y: top) : CGPoint(x: left, y: at))
                    line.addLine(to: isX ? CGPoint(x: at, y: bottom) : CGPoint(x: right, y: at))
                } else if isX {
                    let (from, to) = entry.edge == 3 ? (top - length, top) : (bottom, bottom + length)
                    line.move(to: CGPoint(x: at, y: from))
                    line.addLine(to: CGPoint(x: at, y: to))
                } else {
                    let (from, to) = entry.edge == 1 ? (left - length, left) : (right, right + length)
                    line.move(to: CGPoint(x: from, y: at))
                    line.addLine(to: CGPoint(x: to, y: at))
                }
                if let stroke = item.stroke {
                    context.stroke(line, with: .style(item.style ?? _chartGridColor), style: stroke)
                } else if let style = item.style {
                    context.stroke(line, with: .style(style), lineWidth: 0.8)
                } else {
                    context.stroke(line, with: .color(_chartGridColor), lineWidth: 0.8)
                }
            }
        }
    }

    /// Draws an axis's labels beside `plot`: Y's trailing (or leading), X's below (or above);
    /// a number's X label starts at its gridline and is left out where it would run off the chart.
    func _drawChartAxisLabels(_ entries: [_ChartAxisEntry], isX: Bool, plot: CGRect, width: Double, in context: inout GraphicsContext) {
        let (left, right, top, bottom) = (Double(plot.minX), Double(plot.maxX), Double(plot.minY), Double(plot.maxY))
        for entry in entries {
            var tick = 0.0
            for item in entry.items where item.kind == .tick { tick = max(tick, item.length ?? 4) }
            for item in entry.items where item.kind == .label {
                let label = item.text ?? entry.label
                var point = CGPoint.zero
                var anchor = UnitPoint.center
                if isX {
                    let above = entry.edge == 3
                    let y = above ? top - 4 - tick : bottom + 4 + tick
                    if case .category = entry.value {
                        point = CGPoint(x: entry.position, y: y)
                        anchor = above ? .bottom : .top
                    } else {
                        let x = entry.position + 2
                        if item.views == nil && x + Double(label.count) * _chartCharacterWidth > width { continue }
                        point = CGPoint(x: x, y: y)
                        anchor = above ? .bottomLeading : .topLeading
                    }
                } else if entry.edge == 1 {
                    point = CGPoint(x: left - 6 - tick, y: entry.position)
                    anchor = .trailing
                } else {
                    point = CGPoint(x: right + 6 + tick, y: entry.position)
                    anchor = .leading
                }
                if let views = item.views {
                    // A text label is in the axis labels' style, as Swift Charts' environment gives it.
                    if let text = views.first as? Text {
                        context.draw(_chartStyledText(text), at: point, anchor: anchor)
                    } else if let view = views.first {
                        context.draw(GraphicsContext.ResolvedSymbol(_view: view), at: point, anchor: anchor)
                    }
                    continue
                }
                let color = (item.style as? Color) ?? _chartLabelColor
                context.draw(Text(label).font(item.font ?? _chartLabelFont).foregroundColor(color), at: point, anchor: anchor)
            }
        }
    }

    /// The legend's entries row by row: an entry that would run past `width` starts a new row,
    /// as Swift Charts wraps a legend too long for its chart.
    func _chartLegendRows(_ seriesNames: [String], width: Double) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x = 0.0
        for (index, name) in seriesNames.enumerated() {
            let entry = 12 + Double(name.count) * _chartCharacterWidth
            if x > 0 && x + entry > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(index)
            x += entry + 12
        }
        return rows
    }

    /// The height the legend takes in a chart `width` wide: 22 points a row.
    func _chartLegendHeight(_ seriesNames: [String], width: Double) -> Double {
        Double(_chartLegendRows(seriesNames, width: width).count) * 22
    }

    /// The legend: a dot in its colour and name per series, from the leading edge, its first row
    /// centred on `y` and the rows that wrap below it.
    func _drawChartLegend(_ seriesNames: [String], colors: [Color], y: Double, width: Double, in context: inout GraphicsContext) {
        for (row, indices) in _chartLegendRows(seriesNames, width: width).enumerated() {
            var x = 0.0
            let rowY = y + Double(row) * 22
            for index in indices {
                let name = seriesNames[index]
                let dot = Path(ellipseIn: CGRect(x: x, y: rowY - 4, width: 8, height: 8))
                context.fill(dot, with: .color(colors.isEmpty ? Color.blue : colors[index % colors.count]))
                context.draw(Text(name).font(_chartLabelFont).foregroundColor(_chartLabelColor), at: CGPoint(x: x + 12, y: rowY), anchor: .leading)
                x += 12 + Double(name.count) * _chartCharacterWidth + 12
            }
        }
    }
    """#
}
