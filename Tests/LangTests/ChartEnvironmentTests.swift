import Canvas
import Geometry
import Testing
@testable import Lang

/// Swift Charts' chart modifiers as environment settings (they reach a chart inside a program's
/// own view, and the innermost wins), `Range` domains, axis titles, monthly ticks on the 1st and
/// `.dateTime` formats, checked against the geometry and text in closed form.
@Suite struct ChartEnvironmentTests {
    /// A program's own view whose body is one bar of 50 in a 100-point chart, for `modifiers`.
    static func ownView(_ modifiers: String) -> String {
        """
        import Charts
        struct Score: View {
            var body: some View {
                Chart {
                    BarMark(x: .value("Name", "A"), y: .value("Score", 50), width: 20)
                }
                .frame(width: 100, height: 100)
            }
        }
        Score()
        \(modifiers)
        """
    }

    @Test func chartModifiersReachTheChartInAProgramsOwnView() throws {
        let rects = try ChartDrawingTests.bars(Self.ownView(".chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)"))
        // With the axes hidden and the domain 0…100, the bar fills the lower half of the whole frame.
        try #require(rects.count == 1, "\(rects)")
        #expect(ChartDrawingTests.close(rects[0], Rect(x: 40, y: 50, width: 20, height: 50), tolerance: 1e-3), "\(rects[0])")
    }

    @Test func theInnermostSettingWins() throws {
        // The inner domain (0…200) is nearer the chart than the outer (0…100): a quarter of the height.
        let rects = try ChartDrawingTests.bars(Self.ownView("""
            .chartYScale(domain: 0...200).chartXAxis(.hidden).chartYAxis(.hidden)
            .padding(0)
            .chartYScale(domain: 0...100)
            """))
        try #require(rects.count == 1, "\(rects)")
        #expect(abs(rects[0].height - 25) < 1e-3, "\(rects[0])")
    }

    @Test func aRangeDomainSpansItsBounds() throws {
        let rects = try ChartDrawingTests.bars(Self.ownView(".chartYScale(domain: 0..<200).chartXAxis(.hidden).chartYAxis(.hidden)"))
        try #require(rects.count == 1, "\(rects)")
        #expect(abs(rects[0].height - 25) < 1e-3, "\(rects[0])")
    }

    @Test func anXAxisTitleTakesALineBelowThePlot() throws {
        // A 16-point title band (a 12-point line and 4 of spacing) below: the plot is 84 high.
        let rects = try ChartDrawingTests.bars(Self.ownView("""
            .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden).chartXAxisLabel("Name")
            """))
        try #require(rects.count == 1, "\(rects)")
        #expect(ChartDrawingTests.close(rects[0], Rect(x: 40, y: 42, width: 20, height: 42), tolerance: 1e-3), "\(rects[0])")
    }

    @Test func aLeadingYAxisTitleTakesAColumnAndReadsUpwards() throws {
        let list = try SurfaceCompletionTests.drawn(Self.ownView("""
            .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
            .chartYAxisLabel(Text("Score").foregroundColor(.red), position: .leading)
            """))
        let bars = ChartAxesAndSectorsTests.fills(list, .blue), glyphs = ChartAxesAndSectorsTests.fills(list, .red)
        try #require(bars.count == 1 && !glyphs.isEmpty, "\(list.items)")
        // The plot starts 16 points in: its one band is 84 wide, centred at 58.
        #expect(abs(bars[0].midX - 58) < 1e-3, "\(bars[0])")
        // The title's glyphs stand in the 12-point column, taller than wide (it reads upwards).
        let minX = glyphs.map(\.minX).min()!, maxX = glyphs.map(\.maxX).max()!
        let minY = glyphs.map(\.minY).min()!, maxY = glyphs.map(\.maxY).max()!
        #expect(minX >= -0.5 && maxX <= 12.5 && maxY - minY > maxX - minX, "\(glyphs)")
    }

    @Test func monthlyTicksFallOnTheFirstOfEachMonth() throws {
        let result = Lang.Session().run("""
            import Charts
            let zone = TimeZone.current.identifier
            let start = Date(timeIntervalSince1970: 1_705_000_000).timeIntervalSinceReferenceDate  // 11 January 2024
            let ticks = _chartMonthStarts(start, start + 120 * 86400, every: 1)
            print(ticks.map { _dateFormat($0, "MMM d HH:mm", zone) })
            print(_chartMonthStarts(start, start + 400 * 86400, every: 3).map { _dateFormat($0, "MMM d", zone) })
            print(_chartDateScale([start, start + 200 * 86400], count: 4).ticks.map { _dateFormat($0, "MMM d", zone) })
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message)) \(String(describing: result.runtimeError))")
        #expect(result.output == """
            ["Feb 1 00:00", "Mar 1 00:00", "Apr 1 00:00", "May 1 00:00"]
            ["Apr 1", "Jul 1", "Oct 1", "Jan 1"]
            ["Apr 1", "Jul 1"]

            """, "\(result.output)")
    }

    @Test func dateTimeStylesWriteTheirFieldsAsEnglishDoes() throws {
        let result = Lang.Session().run("""
            import Charts
            let date = Date(timeIntervalSince1970: 1_709_251_200 + 12 * 3600)  // 1 March 2024, noon UTC
            let label = AxisValueLabel(format: .dateTime.month(.wide))
            print(label._item.format?(.number(date.timeIntervalSinceReferenceDate)) ?? "none")
            print(date.formatted(.dateTime.month().day()), Text(date, format: .dateTime.year())._string)
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "March\nMar 1 2024\n", "\(result.output)")
    }
}
