import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15: controls inside a `GeometryReader`'s content (made only while the figure is laid
/// out) are working widgets of a live view as the view's other controls are, and the figure is
/// drawn without them; a still figure draws them as a preview does.
@Suite struct GeometryReaderControlsTests {
    static let dial = """
        struct Dial: View {
            @State var amount = 0.25
            var body: some View {
                GeometryReader { proxy in
                    VStack(alignment: .leading, spacing: 0) {
                        Slider(value: $amount)
                        Rectangle().frame(width: proxy.size.width * amount, height: 10)
                    }
                }
                .frame(width: 200, height: 60)
            }
        }
        Dial()
        """

    static func liveCell(_ source: String) throws -> Lang.LiveCell {
        let session = Lang.Session()
        let result = session.run(source)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        guard case .live(let cell) = try session.drawCell(live: true) else { throw SurfaceCompletionTests.LiveError.notLive }
        return cell
    }

    @Test func aSliderInAReadersContentIsAWorkingWidget() throws {
        let cell = try Self.liveCell(Self.dial)
        let slider = try #require(cell.view.controls.first)
        #expect(cell.view.controls.count == 1 && slider.kind == .slider(bounds: 0...1, step: nil))
        #expect(slider.value == .number(0.25))
        // The figure has the bar only: the slider is the widget.
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).map(\.width) == [50])
        try cell.change(.number(0.5), of: slider, output: { _ in })
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).map(\.width) == [100])
        #expect(cell.view.controls.first?.value == .number(0.5))
    }

    @Test func aStillFigureDrawsTheReadersControls() throws {
        let session = Lang.Session()
        #expect(session.run(Self.dial).diagnostics.isEmpty)
        let still = SurfaceCompletionTests.filledRects(try #require(try session.cellFigure()).displayList)
        // The slider's track, fill and thumb are drawn above the bar.
        #expect(still.count > 1 && still.last?.width == 50)
    }

    @Test func readersControlsAreListedWhereTheReaderStandsInTheView() throws {
        let cell = try Self.liveCell("""
            struct Panel: View {
                @State var on = false
                @State var level = 0.5
                var body: some View {
                    VStack {
                        Text("Settings")
                        GeometryReader { proxy in
                            HStack {
                                Toggle("On", isOn: $on)
                                GeometryReader { _ in Slider(value: $level) }
                            }
                            .frame(width: proxy.size.width)
                        }
                        .frame(height: 40)
                        Button("Reset") { level = 0 }
                        Rectangle().frame(width: level * 100, height: on ? 20 : 10)
                    }
                    .frame(width: 300)
                }
            }
            Panel()
            """)
        // As SwiftUI orders them: the reader's toggle and (nested reader's) slider, then the button.
        #expect(cell.view.controls.map(\.label) == ["On", "level", "Reset"])
        #expect(cell.view.controlArrangement == .column([.row([.control(0), .control(1)]), .control(2)]))
        try cell.change(.bool(true), of: cell.view.controls[0], output: { _ in })
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).last?.height == 20)
        #expect(cell.view.controls.map(\.label) == ["On", "level", "Reset"])
    }

    @Test func readersControlsFollowTheViewsOwnInTheirStacksArrangement() throws {
        let cell = try Self.liveCell("""
            struct Panel: View {
                @State var on = false
                @State var count = 2
                var body: some View {
                    VStack {
                        Button("Reset") { count = 0 }
                        GeometryReader { proxy in
                            HStack {
                                Toggle("On", isOn: $on)
                                Stepper("Count", value: $count)
                            }
                            .frame(width: proxy.size.width)
                        }
                        .frame(height: 40)
                        Rectangle().frame(width: Double(count) * 10, height: on ? 20 : 10)
                    }
                    .frame(width: 300)
                }
            }
            Panel()
            """)
        #expect(cell.view.controls.map(\.label) == ["Reset", "On", "Count"])
        #expect(cell.view.controlArrangement == .column([.control(0), .row([.control(1), .control(2)])]))
        let toggle = cell.view.controls[1]
        try cell.change(.bool(true), of: toggle, output: { _ in })
        #expect(SurfaceCompletionTests.filledRects(cell.figure.displayList).map(\.height) == [20])
    }
}
