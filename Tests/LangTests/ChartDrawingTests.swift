import Canvas
import Geometry
import Testing
@testable import Lang

/// Swift Charts' `Chart` as the prelude draws it, checked against the scales in closed form: a
/// categorical bar chart's bands and bar heights, stacked bars, a line's points on a nice
/// linear domain from zero, a rule across the plot, and a program's own `ChartContent`.
@Suite struct ChartDrawingTests {
    /// The layout constants of `Prelude+ChartDrawing.swift`: a label's character width, the
    /// gap before the trailing labels, the bottom labels' height and the plot's top inset.
    static let characterWidth = 6.2
    static let labelGap = 8.0
    static let xLabelHeight = 18.0
    static let topInset = 6.0

    static func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
        GraphicsContextDrawingTests.close(a, b, tolerance: tolerance)
    }

    /// The bounds of the paths of `source`'s figure filled in blue (the marks' default colour;
    /// the labels' glyphs are grey).
    static func bars(_ source: String) throws -> [Rect] {
        try SurfaceCompletionTests.drawn(source).items.compactMap { item in
            guard case .fill(let path, let paint, _) = item, GraphicsContextDrawingTests.unwrapped(paint) == .solid(.blue) else { return nil }
            return path.boundingRect
        }
    }

    /// The fills of `list` in a palette colour (not the labels' grey), with their paint.
    static func colouredFills(_ list: DisplayList) -> [(Rect, Paint)] {
        list.items.compactMap { item -> (Rect, Paint)? in
            guard case .fill(let path, let paint, _) = item else { return nil }
            let solid = GraphicsContextDrawingTests.unwrapped(paint)
            return [Paint.solid(.blue), .solid(.green)].contains(solid) ? (path.boundingRect, solid) : nil
        }
    }

    @Test func categoricalBarsFillTheirBandsFromZeroOnANiceDomain() throws {
        let rects = try Self.bars("""
            import Charts
            Chart {
                BarMark(x: .value("Fruit", "Apples"), y: .value("Count", 10))
                BarMark(x: .value("Fruit", "Pears"), y: .value("Count", 20))
                BarMark(x: .value("Fruit", "Plums"), y: .value("Count", 37))
            }
            .frame(width: 220, height: 140)
            """)
        try #require(rects.count == 3, "\(rects)")
        // The domain 0…40 in steps of 10 (37 over three parts is 12.3, nice to 10): labels of
        // two characters, so the plot is 220 − 2·6.2 − 8 wide; three bands, bars 0.7 of a band.
        let plotRight = 220 - 2 * Self.characterWidth - Self.labelGap
        let plotBottom = 140 - Self.xLabelHeight
        let band = plotRight / 3
        for (index, value) in [10.0, 20, 37].enumerated() {
            let top = plotBottom - value / 40 * (plotBottom - Self.topInset)
            let center = (Double(index) + 0.5) * band
            let expected = Rect(x: center - 0.35 * band, y: top, width: 0.7 * band, height: plotBottom - top)
            #expect(Self.close(rects[index], expected, tolerance: 1e-3), "bar \(index): \(rects[index]) ≠ \(expected)")
        }
    }

    @Test func barsAtOneCategoryStackAndTakeThePaletteByCategory() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).foregroundStyle(by: .value("Drink", "Tea"))
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", 5)).foregroundStyle(by: .value("Drink", "Coffee"))
            }
            .frame(width: 200, height: 160)
            """)
        let fills = Self.colouredFills(list)
        // Two bars, then the legend's two dots.
        try #require(fills.count == 4, "\(fills)")
        let (tea, coffee) = (fills[0].0, fills[1].0)
        #expect(abs(tea.maxY - coffee.maxY) > 1 && abs(coffee.maxY - tea.minY) < 1e-6, "stacked: \(tea) \(coffee)")
        #expect(abs(tea.height / coffee.height - 3.0 / 5.0) < 1e-6, "\(tea) \(coffee)")
        #expect(GraphicsContextDrawingTests.unwrapped(fills[0].1) == .solid(RGBA.blue))
        #expect(GraphicsContextDrawingTests.unwrapped(fills[1].1) == .solid(RGBA.green))
    }

    @Test func aLineRunsThroughItsPointsOnANumericScaleFromZero() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            Chart {
                LineMark(x: .value("Day", 1), y: .value("Steps", 5))
                LineMark(x: .value("Day", 2), y: .value("Steps", 15))
                LineMark(x: .value("Day", 4), y: .value("Steps", 10))
            }
            .frame(width: 300, height: 200)
            """)
        let strokes = list.items.compactMap { item -> Path? in
            if case .stroke(let path, let paint, let style) = item, style.lineWidth == 2,
               GraphicsContextDrawingTests.unwrapped(paint) == .solid(RGBA.blue) { return path }
            return nil
        }
        let line = try #require(strokes.first, "\(list.items)")
        // Y: 0…15 split into about (200 − 18 − 6) / 36 = 4 parts → steps of 5 (labels "15": two
        // characters). X: 0…4 in about (300 − 20.4) / 60 = 4 parts → steps of 1.
        let plotRight = 300 - 2 * Self.characterWidth - Self.labelGap
        let plotBottom = 200 - Self.xLabelHeight
        let expected = Rect(x: 1.0 / 4 * plotRight, y: plotBottom - 15.0 / 15 * (plotBottom - Self.topInset),
                            width: 3.0 / 4 * plotRight, height: (15.0 - 5) / 15 * (plotBottom - Self.topInset))
        #expect(Self.close(line.boundingRect, expected, tolerance: 1e-3), "\(line.boundingRect) ≠ \(expected)")
    }

    @Test func aRuleCrossesThePlotAndAProgramsContentDrawsItsBody() throws {
        let list = try SurfaceCompletionTests.drawn("""
            import Charts
            struct Target: ChartContent {
                var level: Double
                var body: some ChartContent {
                    RuleMark(y: .value("Target", level)).foregroundStyle(.red)
                    PointMark(x: .value("X", 3), y: .value("Y", level))
                }
            }
            Chart { Target(level: 60) }
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 100, height: 100)
            """)
        let red = list.items.compactMap { item -> Path? in
            if case .stroke(let path, let paint, _) = item, GraphicsContextDrawingTests.unwrapped(paint) == .solid(.red) { return path }
            return nil
        }
        // No axes: the plot is the whole frame; Y 0…60 (two parts of 30, nice to 20), X 0…4
        // (0…3 in two parts of 1.5, nice to 2), so the point is at 3/4 of the width.
        let rule = try #require(red.first, "\(list.items)")
        #expect(Self.close(rule.boundingRect, Rect(x: 0, y: 0, width: 100, height: 0), tolerance: 1e-3), "\(rule.boundingRect)")
        let dots = Self.colouredFills(list).map(\.0)
        try #require(dots.count == 1, "\(dots)")
        #expect(abs(dots[0].midX - 75) < 1e-3 && abs(dots[0].midY) < 1e-3, "\(dots[0])")
    }

    @Test func forEachInAChartMakesChartContentPerElement() throws {
        let rects = try Self.bars("""
            import Charts
            struct Day: Identifiable { let id: Int; let name: String }
            let days = [Day(id: 1, name: "Mon"), Day(id: 2, name: "Tue")]
            Chart {
                ForEach(days) { day in
                    BarMark(x: .value("Day", day.name), y: .value("Hours", day.id * 4))
                }
                ForEach(0..<1) { _ in
                    BarMark(x: .value("Day", "Wed"), y: .value("Hours", 8))
                }
            }
            .frame(width: 200, height: 100)
            """)
        // Three bars in three bands, of 4, 8 and 8 hours.
        try #require(rects.count == 3, "\(rects)")
        #expect(abs(rects[1].height - 2 * rects[0].height) < 1e-6 && abs(rects[2].height - rects[1].height) < 1e-6, "\(rects)")
        #expect(rects[0].midX < rects[1].midX && rects[1].midX < rects[2].midX, "\(rects)")
    }

    @Test func interpolationMethodsJoinPointsWithStepsOrCurves() throws {
        func line(_ method: String) throws -> [PathElement] {
            let list = try SurfaceCompletionTests.drawn("""
                import Charts
                Chart {
                    ForEach(0..<3) { i in
                        LineMark(x: .value("X", i), y: .value("Y", [2, 6, 4][i])).interpolationMethod(\(method))
                    }
                }
                .chartXAxis(.hidden)
                .chartYAxis(.hidden)
                .frame(width: 100, height: 100)
                """)
            let strokes = list.items.compactMap { item -> Path? in
                if case .stroke(let path, _, let style) = item, style.lineWidth == 2 { return path }
                return nil
            }
            return try #require(strokes.first, "\(list.items)").elements
        }
        // X 0…2 over the whole width, Y 0…6 over the whole height (no axes).
        let straight = try line(".linear")
        #expect(straight.count == 3 && !straight.contains { if case .curve = $0 { true } else { false } }, "\(straight)")
        let curved = try line(".catmullRom")
        #expect(curved.filter { if case .curve = $0 { true } else { false } }.count == 2, "\(curved)")
        // stepEnd keeps the value to the next point, then changes: (0, 2) → (50, 2) → (50, 6) …
        let steps = try line(".stepEnd")
        guard steps.count >= 3, case .line(let corner) = steps[1], case .line(let rise) = steps[2] else {
            Issue.record("\(steps)")
            return
        }
        let two = 100 - 2.0 / 6 * 100, six = 0.0
        #expect(abs(corner.x - 50) < 1e-6 && abs(corner.y - two) < 1e-6 && abs(rise.x - 50) < 1e-6 && abs(rise.y - six) < 1e-6, "\(steps)")
    }
}
