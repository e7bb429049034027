import Canvas
import Geometry
import Testing
@testable import Lang

/// The fifteenth set's chart, button and canvas surface (docs/real-code.md) in closed form:
/// centred and normalized area stacks in a colour range, number-formatted and day-stride axis
/// marks, disabled and sized buttons, and a canvas that erases with `.clear` and places text
/// by its measured size.
@Suite struct RealCodeFifteenthSetChartTests {
    /// Two series of two points (x 0 and 1) stacked by `stacking`, in red and orange by the
    /// scale's range: the two areas' bounds.
    static func areas(_ first: Int, _ second: Int, stacking: String) throws -> (Rect, Rect) {
        let source = """
            import Charts
            Chart {
                AreaMark(x: .value("X", 0), y: .value("Y", \(first)), stacking: \(stacking)).foregroundStyle(by: .value("S", "A"))
                AreaMark(x: .value("X", 0), y: .value("Y", \(second)), stacking: \(stacking)).foregroundStyle(by: .value("S", "B"))
                AreaMark(x: .value("X", 1), y: .value("Y", \(first)), stacking: \(stacking)).foregroundStyle(by: .value("S", "A"))
                AreaMark(x: .value("X", 1), y: .value("Y", \(second)), stacking: \(stacking)).foregroundStyle(by: .value("S", "B"))
            }
            .chartForegroundStyleScale(range: [Color.red, .orange])
            .frame(width: 240, height: 200)
            """
        let red = try RealCodeFifteenthSetSurfaceTests.fills(source, .red)
        let orange = try RealCodeFifteenthSetSurfaceTests.fills(source, RGBA.orange)
        // Each series' area, then its legend dot.
        try #require(red.count == 2 && orange.count == 2, "\(red) \(orange)")
        return (red[0], orange[0])
    }

    /// `AreaMark(…, stacking: .center)` stacks the series so the stack's middle is at zero, the
    /// first below it; `.normalized` stacks fractions of each stack's total; `.standard` from
    /// zero; and `chartForegroundStyleScale(range:)` colours the series in the range's order.
    @Test func areasStackCentredNormalizedOrFromZeroInTheRangesColours() throws {
        let (a, b) = try Self.areas(2, 2, stacking: ".center")
        #expect(abs(a.minY - b.maxY) < 1e-9 && abs(a.height - b.height) < 1e-9, "\(a) \(b)")
        let (standardA, standardB) = try Self.areas(2, 2, stacking: ".standard")
        // From zero, A at the bottom: centred, A hangs below the zero line standard A stands on.
        #expect(abs(standardA.minY - standardB.maxY) < 1e-9 && a.maxY > standardA.maxY - 1e-9, "\(standardA) \(a)")
        #expect(abs(a.minY - (a.minY + b.maxY) / 2) < 1e-9)
        let (small, large) = try Self.areas(1, 3, stacking: ".normalized")
        #expect(abs(small.height / (small.height + large.height) - 0.25) < 1e-9, "\(small) \(large)")
        let (alone, over) = try Self.areas(1, 3, stacking: ".unstacked")
        #expect(abs(alone.maxY - over.maxY) < 1e-9 && abs(over.height / alone.height - 3) < 1e-9, "\(alone) \(over)")
    }

    /// The horizontal and vertical gridlines of `source`'s figure (Y's across the plot give its
    /// left and right; X's stand at their values).
    static func gridlines(_ source: String) throws -> (horizontal: [Rect], vertical: [Rect]) {
        var horizontal: [Rect] = [], vertical: [Rect] = []
        for item in try SurfaceCompletionTests.drawn(source).items {
            guard case .stroke(let path, _, _) = item else { continue }
            let bounds = path.boundingRect
            if bounds.height == 0 && bounds.width > 20 { horizontal.append(bounds) }
            if bounds.width == 0 && bounds.height > 20 { vertical.append(bounds) }
        }
        return (horizontal, vertical)
    }

    /// `AxisMarks(values: .stride(by: .day))` on a time axis marks local midnights, with
    /// `AxisValueLabel(format: .dateTime.hour())`; `AxisValueLabel(format: .number.precision(…))`
    /// writes each value as the format does.
    @Test func dayStridesMarkMidnightsAndNumberFormatsWriteLabels() throws {
        let (horizontal, vertical) = try Self.gridlines("""
            import Charts
            let start = Calendar.current.startOfDay(for: Date(timeIntervalSinceReferenceDate: 700_000_000)).addingTimeInterval(6 * 3600)
            Chart {
                LineMark(x: .value("Time", start), y: .value("V", 1))
                LineMark(x: .value("Time", start.addingTimeInterval(60 * 3600)), y: .value("V", 2))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .frame(width: 300, height: 200)
            """)
        let left = try #require(horizontal.first).minX, right = try #require(horizontal.first).maxX
        // The data run from 6:00 to 18:00 two days later: midnights 18 and 42 of its 60 hours in.
        try #require(vertical.count == 2, "\(vertical)")
        #expect(abs(vertical[0].minX - (left + (right - left) * 18 / 60)) < 1e-6, "\(vertical) \(left) \(right)")
        #expect(abs(vertical[1].minX - (left + (right - left) * 42 / 60)) < 1e-6)

        func hours(_ label: String) throws -> DisplayList? {
            try cleanDisplayList("""
                import Charts
                let start = Calendar.current.startOfDay(for: Date(timeIntervalSinceReferenceDate: 700_000_000))
                Chart {
                    LineMark(x: .value("Time", start), y: .value("V", 1))
                    LineMark(x: .value("Time", start.addingTimeInterval(2 * 86400)), y: .value("V", 2))
                }
                .chartXAxis { AxisMarks(values: .stride(by: .day)) { value in \(label) } }
                .frame(width: 300, height: 200)
                """)
        }
        let hourLabels = try hours("AxisValueLabel(format: .dateTime.hour())")
        #expect(hourLabels == (try hours("AxisValueLabel((value.as(Date.self) ?? Date()).formatted(.dateTime.hour()))")))
        #expect(hourLabels != (try hours("AxisValueLabel()")))

        func labelled(_ label: String) throws -> DisplayList? {
            try cleanDisplayList("""
                import Charts
                Chart {
                    BarMark(x: .value("K", "a"), y: .value("V", 0.7))
                }
                .chartYAxis { AxisMarks(values: [0.0, 0.25, 0.5]) { value in \(label) } }
                .frame(width: 200, height: 150)
                """)
        }
        let formatted = try labelled("AxisValueLabel(format: .number.precision(.fractionLength(1)))")
        let written = try labelled(#"AxisValueLabel(String(format: "%.1f", value.as(Double.self) ?? 0))"#)
        #expect(formatted == written)
        #expect(formatted != (try labelled("AxisValueLabel()")))
    }

    /// The fills of `source`'s figure painted `color`.
    static func fills(_ source: String, _ color: RGBA) throws -> [Rect] { try RealCodeFifteenthSetSurfaceTests.fills(source, color) }

    /// `.disabled(true)` draws a button's title in tertiaryLabel grey (a bordered button's
    /// rectangle in tertiarySystemFill), inner `.disabled(false)` cannot undo it; `.controlSize`
    /// sets a bordered button's padding; `.tint` colours a bordered button.
    @Test func disabledAndSizedButtonsAreDrawnAsIOSDrawsThem() throws {
        let grey = try #require(RGBA.uiKit["tertiaryLabel"]), fill = try #require(RGBA.uiKit["tertiarySystemFill"])
        #expect(try !Self.fills(#"Button("Go") {}.disabled(true)"#, grey).isEmpty)
        #expect(try Self.fills(#"Button("Go") {}.disabled(true)"#, .blue).isEmpty)
        #expect(try !Self.fills(#"Button("Go") {}"#, .blue).isEmpty)
        #expect(try !Self.fills(#"VStack { Button("Go") {}.disabled(false) }.disabled(true)"#, grey).isEmpty)
        let dimmedBox = try Self.fills(#"Button("Go") {}.buttonStyle(.borderedProminent).disabled(true)"#, fill)
        #expect(dimmedBox.count == 1, "\(dimmedBox)")
        func box(_ size: String) throws -> Rect {
            try #require(try Self.fills(#"Button("Go") {}.buttonStyle(.borderedProminent).tint(.green)"# + size, .green).first)
        }
        let regular = try box(""), large = try box(".controlSize(.large)")
        #expect(abs((large.height - regular.height) - 14) < 1e-9 && abs((large.width - regular.width) - 12) < 1e-9, "\(regular) \(large)")
        let tinted = try Self.fills(#"Button("Go") {}.buttonStyle(.bordered).tint(.green)"#, RGBA.green.withOpacity(0.15))
        #expect(tinted.count == 1)
    }

    /// A canvas's `.clear` blend mode erases where it draws (as `destinationOut` of an opaque
    /// paint, whatever colour is given), and `ResolvedText.measure(in:)` is the text's size, so
    /// text placed by it lands where an anchor would put it.
    @Test func aCanvasErasesWithClearAndPlacesTextByItsMeasuredSize() throws {
        let list = try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                context.blendMode = .clear
                context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue.opacity(0.2)))
            }
            .frame(width: 40, height: 40)
            """)
        let erasing = list.items.contains { item in
            if case .beginLayer(let layer) = item { return layer.blendMode == .destinationOut }
            return false
        }
        #expect(erasing, "\(list.items)")
        #expect(list.items.contains { item in
            if case .fill(_, let paint, _) = item { return GraphicsContextDrawingTests.unwrapped(paint) == .solid(.black) }
            return false
        })

        let text = try #require(try cleanDisplayList(#"Text("Label")"#)).size
        let measured = try SurfaceCompletionTests.drawn("""
            Canvas { context, size in
                let label = context.resolve(Text("Label"))
                context.fill(Path(CGRect(origin: .zero, size: label.measure(in: size))), with: .color(.red))
            }
            .frame(width: 200, height: 100)
            """)
        #expect(SurfaceCompletionTests.filledRects(measured).first == Rect(origin: .zero, size: text))
        func placed(_ draw: String) throws -> DisplayList? {
            try cleanDisplayList("""
                Canvas { context, size in
                    let label = context.resolve(Text("Label"))
                    let measured = label.measure(in: size)
                    \(draw)
                }
                .frame(width: 200, height: 100)
                """)
        }
        #expect(try placed("context.draw(label, at: CGPoint(x: size.width - measured.width, y: 0), anchor: .topLeading)")
                == (try placed("context.draw(label, at: CGPoint(x: size.width, y: 0), anchor: .topTrailing)")))
    }
}
