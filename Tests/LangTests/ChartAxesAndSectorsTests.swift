import Canvas
import Geometry
import Testing
@testable import Lang

/// Swift Charts' pies and donuts (`SectorMark`), custom axis marks, scale domains, annotations,
/// bare-number mark sizes and chart modifiers outside the chart, as the prelude draws them,
/// checked against the geometry in closed form.
@Suite struct ChartAxesAndSectorsTests {
    /// The bounds of the fills of `list` painted `colour`.
    static func fills(_ list: DisplayList, _ colour: RGBA) -> [Rect] {
        list.items.compactMap { item in
            guard case .fill(let path, let paint, _) = item, GraphicsContextDrawingTests.unwrapped(paint) == .solid(colour) else { return nil }
            return path.boundingRect
        }
    }

    /// The strokes of `list` (the gridlines' grey included), with their bounds.
    static func strokes(_ list: DisplayList) -> [(Rect, Paint)] {
        list.items.compactMap { item in
            guard case .stroke(let path, let paint, _) = item else { return nil }
            return (path.boundingRect, GraphicsContextDrawingTests.unwrapped(paint))
        }
    }

    @Test func sectorsTakeTheirShareClockwiseFromTheTop() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                SectorMark(angle: .value("Count", 1)).foregroundStyle(by: .value("Kind", "A"))
                SectorMark(angle: .value("Count", 3)).foregroundStyle(by: .value("Kind", "B"))
            }
            .chartLegend(.hidden)
            .frame(width: 200, height: 200)
            """)
        let a = Self.fills(list, .blue), b = Self.fills(list, .green)
        try #require(a.count == 1 && b.count == 1, "\(list.items)")
        // A quarter from 12 to 3 o'clock: the top right quadrant of a circle of radius 100.
        #expect(ChartDrawingTests.close(a[0], Rect(x: 100, y: 0, width: 100, height: 100), tolerance: 0.5), "\(a[0])")
        // The other three quarters span the whole circle.
        #expect(ChartDrawingTests.close(b[0], Rect(x: 0, y: 0, width: 200, height: 200), tolerance: 0.5), "\(b[0])")
    }

    @Test func aDonutsInnerRadiusAndAngularInsetLeaveTheMiddleAndGapsEmpty() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                SectorMark(angle: .value("Count", 1), innerRadius: .ratio(0.5), angularInset: 10)
                SectorMark(angle: .value("Count", 1), innerRadius: .ratio(0.5), angularInset: 10).foregroundStyle(.green)
            }
            .frame(width: 200, height: 200)
            """)
        let right = Self.fills(list, .blue), left = Self.fills(list, .green)
        try #require(right.count == 1 && left.count == 1, "\(list.items)")
        // Each half's straight sides are 5 points in from the vertical diameter.
        #expect(abs(right[0].minX - 105) < 0.5 && abs(right[0].maxX - 200) < 0.5, "\(right[0])")
        #expect(abs(left[0].maxX - 95) < 0.5 && abs(left[0].minX) < 0.5, "\(left[0])")
    }

    @Test func axisMarksDrawGridlinesAtTheGivenValuesAndALeadingYAxis() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                LineMark(x: .value("X", 0), y: .value("Y", 0))
                LineMark(x: .value("X", 4), y: .value("Y", 10))
            }
            .chartXAxis {
                AxisMarks(values: [1, 3]) { _ in
                    AxisGridLine()
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisValueLabel("\\(value.index)")
                }
            }
            .frame(width: 200, height: 100)
            """)
        let grey = Self.strokes(list).filter { $0.1 != .solid(.blue) }.map(\.0)
        // No Y gridlines (the Y marks draw labels only); X gridlines at 1 and 3 of 0…4 over a plot
        // that starts after the leading labels (one character: 6.2 + 8 points).
        try #require(grey.count == 2, "\(grey)")
        let left = 6.2 + 8, plot = 200 - left
        #expect(abs(grey[0].minX - (left + plot / 4)) < 1e-3 && abs(grey[1].minX - (left + 3 * plot / 4)) < 1e-3, "\(grey)")
        #expect(grey.allSatisfy { $0.width < 1e-9 }, "vertical: \(grey)")
    }

    @Test func aScaleDomainAndABareNumberWidthPlaceTheBar() throws {
        let rects = try ChartDrawingTests.bars("""
            import Charts
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Score", 50), width: 20)
            }
            .chartYScale(domain: 0...100)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 100, height: 100)
            """)
        // Half of 0…100 is half the plot's height; the width is 20 points, centred in the one band.
        try #require(rects.count == 1, "\(rects)")
        #expect(ChartDrawingTests.close(rects[0], Rect(x: 40, y: 50, width: 20, height: 50), tolerance: 1e-3), "\(rects[0])")
    }

    @Test func chartModifiersAfterTheFrameReachTheChart() throws {
        let rects = try ChartDrawingTests.bars("""
            import Charts
            VStack {
                Chart {
                    BarMark(x: .value("Name", "A"), y: .value("Score", 50), width: .fixed(20))
                }
                .frame(width: 100, height: 100)
            }
            .chartYScale(domain: 0...100)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            """)
        try #require(rects.count == 1, "\(rects)")
        #expect(abs(rects[0].height - 50) < 1e-3 && abs(rects[0].width - 20) < 1e-3, "\(rects[0])")
    }

    @Test func anAnnotationSitsAboveItsBar() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                BarMark(x: .value("Name", "A"), y: .value("Score", 50))
                    .annotation(position: .top) { Text("50").foregroundColor(.red) }
            }
            .chartYScale(domain: 0...100)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 100, height: 100)
            """)
        let glyphs = Self.fills(list, .red)
        try #require(!glyphs.isEmpty, "\(list.items)")
        let bottom = glyphs.map(\.maxY).max() ?? 0, middle = (glyphs.map(\.minX).min()! + glyphs.map(\.maxX).max()!) / 2
        // The plot starts 16 points down (room for annotations above), so the bar's top is at
        // 16 + 84 / 2 = 58; the text ends within the 4-point spacing above it.
        #expect(bottom <= 58 - 1 && bottom > 58 - 10, "\(glyphs)")
        #expect(abs(middle - 50) < 3, "\(glyphs)")
    }

    @Test func aStyleScaleColoursSeriesByNameAndALegendOnTopMovesThePlotDown() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 2)).foregroundStyle(by: .value("Drink", "Tea"))
                BarMark(x: .value("Day", "Tue"), y: .value("Cups", 2)).foregroundStyle(by: .value("Drink", "Coffee"))
            }
            .chartForegroundStyleScale(["Tea": .red, "Coffee": .orange])
            .chartLegend(position: .top)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 100, height: 100)
            """)
        let tea = Self.fills(list, .red), coffee = Self.fills(list, .orange)
        // A bar and a legend dot each; the legend (22 points) above, so the bars start at 22 and
        // the dots are centred 9 points down.
        try #require(tea.count == 2 && coffee.count == 2, "\(list.items)")
        #expect(abs(tea[0].minY - 22) < 1e-3 && abs(tea[0].maxY - 100) < 1e-3, "\(tea)")
        #expect(abs(tea[1].midY - 9) < 1e-3 && abs(coffee[1].midY - 9) < 1e-3, "\(tea) \(coffee)")
    }

    @Test func datesArePlottedOnATimeAxisLabelledByDay() throws {
        let result = Lang.Session().run("""
            import Charts
            let start = Date(timeIntervalSince1970: 1_709_251_200)
            let value = AxisValue(index: 0, count: 1, _value: .number(start.timeIntervalSinceReferenceDate), _isDate: true)
            print(_chartAxisLabel(value._value, isDate: true, step: 86400), value.as(Date.self) == start, value.as(Double.self) == nil)
            let scale = _chartDateScale([start.timeIntervalSinceReferenceDate, start.timeIntervalSinceReferenceDate + 6 * 86400], count: 4)
            print(scale.ticks.count, scale.ticks.first == start.timeIntervalSinceReferenceDate)
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "Mar 1 true true\n4 true\n", "\(result.output)")
    }
}
