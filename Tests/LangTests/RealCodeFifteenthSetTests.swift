import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns of the fifteenth set of SwiftUI code from public repositories (docs/real-code.md),
/// written here in our own words: what is drawn, compared with the same figure written another
/// way. The set's language causes are core corpus programs (`numbers/literal_arithmetic_in_optional_context`,
/// `structs/property_wrapper_declared_in_extension`, `language/calendar_month_ranges_and_component_offsets`).
@Suite struct RealCodeFifteenthSetTests {
    /// A heart whose dashes march round it with iOS 17's `.phaseAnimator(_:content:animation:)`
    /// ("value of type 'some View' has no member 'phaseAnimator'" before): a still figure shows the
    /// content closure's view for the first phase, and the view itself when there is none.
    @Test func aPhaseAnimatorShowsItsFirstPhase() throws {
        let first = try cleanDisplayList("Circle().frame(width: 40, height: 40).scaleEffect(0.5).opacity(0.25)")
        let animated = try cleanDisplayList("""
            Circle().frame(width: 40, height: 40)
                .phaseAnimator([0.5, 1.0, 1.5]) { content, scale in
                    content.scaleEffect(scale).opacity(scale / 2)
                } animation: { _ in .linear.speed(0.05).repeatForever(autoreverses: false) }
            """)
        #expect(animated == first)
        let triggered = try cleanDisplayList("""
            Circle().frame(width: 40, height: 40)
                .phaseAnimator([false, true], trigger: 3) { content, grown in
                    content.scaleEffect(grown ? 2 : 0.5).opacity(0.25)
                }
            """)
        #expect(triggered == first)
        let plain = try cleanDisplayList("Circle().frame(width: 40, height: 40)")
        let empty = try cleanDisplayList("""
            let phases: [Double] = []
            Circle().frame(width: 40, height: 40).phaseAnimator(phases) { content, scale in content.scaleEffect(scale) }
            """)
        #expect(empty == plain)
    }

    /// `RingProgressViewStyle(foreground: .angularGradient(…))` and `let style: AngularGradient =
    /// .angularGradient(…)` ("type 'AngularGradient' has no member 'angularGradient'" before):
    /// SwiftUI declares the gradient statics in `extension ShapeStyle where Self == AngularGradient`,
    /// so they are found on the type they make, and fill as the initialiser's gradient does.
    @Test func aShapeStylesGradientStaticIsFoundOnTheTypeItMakes() throws {
        let made = try cleanDisplayList("""
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center,
                                          startAngle: .zero, endAngle: .degrees(270))).frame(width: 50, height: 50)
            """)
        let named = try cleanDisplayList("""
            let style: AngularGradient = .angularGradient(.init(colors: [.red, .blue]), center: .center,
                                                          startAngle: .zero, endAngle: .degrees(270))
            struct Ring<Fill: ShapeStyle>: View {
                var fill: Fill
                var body: some View { Circle().fill(fill).frame(width: 50, height: 50) }
            }
            Ring(fill: .angularGradient(.init(colors: [.red, .blue]), center: .center, startAngle: .zero, endAngle: .degrees(270)))
            """)
        #expect(named == made)
        let linear = try cleanDisplayList("Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))")
        let linearNamed = try cleanDisplayList("""
            Rectangle().fill(LinearGradient.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            """)
        #expect(linearNamed == linear)
    }

    /// A bar chart whose selected bar is moved up and left and shadowed while the others blur
    /// (`BarMark(…).offset(x:y:)`, `.blur(radius:)`, `.shadow(color:radius:x:y:)`: "value of type
    /// 'BarMark' has no member 'offset'" before): the moved bar is drawn where its values put it,
    /// moved by the offset, and the other stays where it was.
    @Test func aChartMarksOffsetMovesItsBar() throws {
        func chart(_ modifiers: String) -> String {
            """
            import Charts
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Value", 20))
                BarMark(x: .value("Month", "Feb"), y: .value("Value", 10))\(modifiers)
            }
            .frame(width: 220, height: 140)
            """
        }
        let plain = try ChartDrawingTests.bars(chart(""))
        let moved = try ChartDrawingTests.bars(chart(".offset(x: -5, y: -5)"))
        try #require(plain.count == 2 && moved.count == 2, "\(plain) \(moved)")
        #expect(ChartDrawingTests.close(moved[0], plain[0]))
        #expect(ChartDrawingTests.close(moved[1], plain[1].offsetBy(dx: -5, dy: -5)), "\(moved[1]) ≠ \(plain[1])")
        let effects = try SurfaceCompletionTests.drawn(chart(".blur(radius: 3).shadow(color: .black, radius: 3, x: 5, y: 5)"))
        let flat = try SurfaceCompletionTests.drawn(chart(""))
        #expect(effects != flat)
    }

    /// A `Grid` whose rounded cells span columns with `.gridCellColumns(_:)` ("value of type
    /// 'some View' has no member 'gridCellColumns'" before): a spanning cell is offered its
    /// columns' widths and the spacing between them, the next cell starts after them, only cells
    /// of one column size the columns, and a count below one is one.
    @Test func aGridCellSpansItsColumns() throws {
        let rects = try filledRects(drawnBy: """
            Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                GridRow {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 30, height: 20)
                    Color.yellow.frame(width: 40, height: 20)
                }
                GridRow {
                    Color.green.frame(height: 20).gridCellColumns(2)
                    Color.orange.frame(height: 20).gridCellColumns(0)
                }
                GridRow {
                    Color.purple.frame(width: 20, height: 20)
                    Color.gray.frame(height: 20).gridCellColumns(2)
                }
            }
            """)
        // The orange cell (a count of 0 is 1) is a one-column cell of the third column, whose
        // flexible width takes what the 200-point canvas leaves: 200 − 50 − 30 − 2·10 = 100.
        #expect(rects == [
            Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 60, y: 0, width: 30, height: 20), Rect(x: 130, y: 0, width: 40, height: 20),
            Rect(x: 0, y: 30, width: 90, height: 20), Rect(x: 100, y: 30, width: 100, height: 20),
            Rect(x: 15, y: 60, width: 20, height: 20), Rect(x: 60, y: 60, width: 140, height: 20),
        ], "\(rects)")
    }
}

