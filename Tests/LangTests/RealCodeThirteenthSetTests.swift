import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns met gathering the thirteenth set of SwiftUI code from public repositories
/// (docs/real-code.md), written here in our own words: what is drawn, compared with the same
/// figure written another way. An angular gradient's missing area, met in a progress ring while
/// gathering the set, is the renderer's (`RenderTests.AngularSweepTests`).
@Suite struct RealCodeThirteenthSetTests {
    /// A bar whose width follows a counter that an `onChange` action sets.
    private func bar(_ onChange: String) -> String {
        """
        struct Bar: View {
            @State var n = 0
            var body: some View {
                Rectangle().frame(width: CGFloat(10 + n), height: 10)
                    \(onChange)
            }
        }
        Bar()
        """
    }

    /// iOS 17's `onChange(of:initial:_:)` with an old-and-new action, as a slider's haptic
    /// feedback is written (munsangu/SwiftUI's polygon viewer): "contextual closure type
    /// '(Double) -> ()' expects 1 argument, but 2 were used in closure body" before. A figure
    /// never changes, so the action runs only with `initial: true`, once, as the view appears.
    @Test func onChangeTakesAnOldAndNewActionAndRunsItInitiallyOnlyWhenAsked() throws {
        let narrow = try cleanDisplayList("Rectangle().frame(width: 10, height: 10)")
        let wide = try cleanDisplayList("Rectangle().frame(width: 30, height: 10)")
        #expect(try cleanDisplayList(bar(".onChange(of: n) { _, newValue in n = 20 }")) == narrow)
        #expect(try cleanDisplayList(bar(".onChange(of: n, initial: true) { old, new in n = 20 + old - new }")) == wide)
        #expect(try cleanDisplayList(bar(".onChange(of: n) { n = 20 }")) == narrow)
        #expect(try cleanDisplayList(bar(".onChange(of: n, initial: true) { n = 20 }")) == wide)
        // The first spelling, a new-value action, still never runs.
        #expect(try cleanDisplayList(bar(".onChange(of: n) { newValue in n = 20 }")) == narrow)
        #expect(try cleanDisplayList(bar(".onChange(of: n, perform: { _ in n = 20 })")) == narrow)
    }

    /// UIKit's haptic generators, called from a control's action ("cannot find
    /// 'UIImpactFeedbackGenerator' in scope" before): a figure has no device to tap, so they
    /// change nothing, even where the action runs.
    @Test func hapticFeedbackInAnActionChangesNothing() throws {
        let slider = "Slider(value: .constant(4.0), in: 3...12, step: 1).frame(width: 200)"
        let plain = try cleanDisplayList(slider)
        let haptic = try cleanDisplayList("""
            \(slider)
                .onChange(of: 4.0, initial: true) { _, newValue in
                    let impactFeedback = UIImpactFeedbackGenerator(style: .light)
                    impactFeedback.impactOccurred()
                    UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    let selection = UISelectionFeedbackGenerator()
                    selection.prepare()
                    selection.selectionChanged()
                }
            """)
        #expect(haptic == plain)
    }
}
