import Testing
import Canvas
import Geometry
@testable import Lang

/// Patterns of the sixteenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words: what is drawn, compared with the same figure written another
/// way. The set's language cause is a core corpus program (`language/calendar_weekday_and_month_symbols`).
@Suite struct RealCodeSixteenthSetTests {
    /// Two charts of weekly mileage, one `.foregroundColor(.green)` and one `.foregroundColor(.orange)`
    /// (drawn in the accent blue before): Swift Charts paints the marks that set no style of their
    /// own in the view's foreground style, whether it is set on the chart or on a view around it;
    /// a mark's own style and a series' palette colour still win.
    @Test func aChartsMarksTakeTheViewsForegroundStyle() throws {
        func chart(_ marks: String, _ modifiers: String) -> String {
            """
            import Charts
            VStack {
                Chart {
                    BarMark(x: .value("Week", "1"), y: .value("Miles", 45))\(marks)
                    BarMark(x: .value("Week", "2"), y: .value("Miles", 33))\(marks)
                }
                .frame(width: 220, height: 140)
            }\(modifiers)
            """
        }
        let marked = try cleanDisplayList(chart(".foregroundStyle(.green)", ""))
        let onStack = try cleanDisplayList(chart("", ".foregroundColor(.green)"))
        let onChart = try cleanDisplayList("""
            import Charts
            VStack {
                Chart {
                    BarMark(x: .value("Week", "1"), y: .value("Miles", 45))
                    BarMark(x: .value("Week", "2"), y: .value("Miles", 33))
                }
                .foregroundStyle(.green)
                .frame(width: 220, height: 140)
            }
            """)
        #expect(onStack == marked)
        #expect(onChart == marked)
        let plain = try cleanDisplayList(chart("", ""))
        #expect(plain != marked)
        let ownStyle = try cleanDisplayList(chart(".foregroundStyle(.green)", ".foregroundStyle(.orange)"))
        #expect(ownStyle == marked)
        let unchanged = try cleanDisplayList(chart("", ".foregroundColor(nil)"))
        #expect(unchanged == plain)
    }

    /// `GroupBox("2022 Donations and Legacies (€ million)") { Chart … }` ("cannot find 'GroupBox' in
    /// scope" before): iOS's default group box draws the label in the headline font above the
    /// content, both leading-aligned inside the standard padding, on a rounded panel in the
    /// secondary system background (242, 242, 247); a box without a label is the panel alone.
    @Test func aGroupBoxDrawsItsLabelAndContentOnAPanel() throws {
        let panel = """
            .padding()
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)))
            """
        let titled = try cleanDisplayList("GroupBox(\"Sales\") { Rectangle().fill(.blue).frame(width: 120, height: 60) }")
        let written = try cleanDisplayList("""
            VStack(alignment: .leading) {
                Text("Sales").font(.headline)
                Rectangle().fill(.blue).frame(width: 120, height: 60)
            }
            \(panel)
            """)
        #expect(titled == written)
        let labelled = try cleanDisplayList("""
            GroupBox { Rectangle().fill(.blue).frame(width: 120, height: 60) } label: { Text("Sales") }
            """)
        #expect(labelled == written)
        let bare = try cleanDisplayList("GroupBox { Rectangle().fill(.blue).frame(width: 120, height: 60) }")
        let bareWritten = try cleanDisplayList("VStack { Rectangle().fill(.blue).frame(width: 120, height: 60) }\(panel)")
        #expect(bare == bareWritten)
        #expect(titled != bare)
    }

    /// A donut of five donations with names up to 39 characters long, in a chart 300 points
    /// wide (drawn on one line that ran off the chart's edge before): Swift Charts wraps its
    /// legend, so every entry's dot lies inside the chart, here one row each,
    /// and the circle above them shrinks to leave the rows their room.
    @Test func aLongLegendWrapsOntoMoreRows() throws {
        func chart(_ names: [String]) -> String {
            let marks = names.enumerated().map { index, name in
                "SectorMark(angle: .value(\"Amount\", \(index + 1))).foregroundStyle(by: .value(\"Category\", \"\(name)\"))"
            }
            return "import Charts\nChart {\n" + marks.joined(separator: "\n") + "\n}\n.frame(width: 300, height: 300)"
        }
        func dots(_ list: DisplayList) -> [Rect] {
            list.items.compactMap { item -> Rect? in
                guard case .fill(let path, _, _) = item else { return nil }
                let rect = path.boundingRect
                return abs(rect.width - 8) < 0.01 && abs(rect.height - 8) < 0.01 ? rect : nil
            }
        }
        let long = ["Legacies", "Other national campaigns and donations", "Daffodil Day",
                    "Philanthropy and corporate partnerships", "Individual giving"]
        let wrapped = dots(try SurfaceCompletionTests.drawn(chart(long)))
        #expect(wrapped.count == 5)
        #expect(wrapped.allSatisfy { $0.maxX <= 300 })
        #expect(Set(wrapped.map { $0.origin.y }).count == 5)
        let short = dots(try SurfaceCompletionTests.drawn(chart(["A", "B", "C", "D", "E"])))
        #expect(Set(short.map { $0.origin.y }).count == 1)
        #expect(short.count == 5)
    }

    /// `static let ghGray = UIColor(named: "gray")!` beside the colours a view uses ("extra argument
    /// 'named' in call" before): a cell has no asset catalog, so `UIColor(named:)` is nil, as UIKit
    /// gives for a name it does not find; a static that is never read is never unwrapped.
    @Test func aNamedUIColorIsNilWithoutAnAssetCatalog() {
        #expect(printedByCleanRun("""
            extension UIColor { static let brand = UIColor(named: "brand")! }
            print(UIColor(named: "gray") == nil)
            print((UIColor(named: "gray") ?? .red) == UIColor.red)
            """) == "true\ntrue\n")
    }
}
