import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15: `.tint(nil)` unsets the enclosing tint (the controls inside take the accent colour
/// again, as in SwiftUI), and a `TabView`'s selected tab item is drawn in the tint; checked by
/// the colours drawn.
@Suite struct TintResetTests {
    static func draws(_ colour: RGBA, _ source: String) throws -> Bool {
        try ControlTintTests.draws(colour, source)
    }

    @Test func aNilTintDrawsTheControlsInsideInTheAccentColourAgain() throws {
        let cells = [#"Button("Go") { }"#, "Slider(value: .constant(0.5))", "ProgressView(value: 0.5)",
                     "Circle().fill(.tint).frame(width: 10, height: 10)"]
        for cell in cells {
            let reset = "VStack { \(cell).tint(nil) }.tint(.orange)"
            #expect(try Self.draws(.blue, reset), "\(cell)")
            #expect(try !Self.draws(.orange, reset), "\(cell)")
            // Beside it, a control under the outer tint alone keeps it.
            let sibling = "VStack { \(cell).tint(nil); \(cell) }.tint(.orange)"
            #expect(try Self.draws(.blue, sibling) && Self.draws(.orange, sibling), "\(cell)")
        }
        // A nil tint falls back to the accent colour set around it, not to system blue.
        let accented = #"VStack { Button("Go") { }.tint(nil) }.tint(.orange).accentColor(.purple)"#
        #expect(try Self.draws(.purple, accented) && !Self.draws(.orange, accented))
        // A switch's on-track is green again, not the outer tint.
        #expect(try Self.draws(.green, #"VStack { Toggle("On", isOn: .constant(true)).tint(nil) }.tint(.orange)"#))
    }

    @Test func anOuterTintDoesNotReachAGaugeUnderANilTint() throws {
        let gauge = "Gauge(value: 0.5) { Text(\"A\") }.gaugeStyle(.accessoryCircular)"
        #expect(try Self.draws(.orange, "VStack { \(gauge) }.tint(.orange)"))
        #expect(try !Self.draws(.orange, "VStack { \(gauge).tint(nil) }.tint(.orange)"))
        // An inner tint still wins over the outer one.
        #expect(try Self.draws(.red, "VStack { \(gauge).tint(.red) }.tint(.orange)"))
        #expect(try !Self.draws(.orange, "VStack { \(gauge).tint(.red) }.tint(.orange)"))
    }

    @Test func aTabViewsSelectedItemIsDrawnInTheTint() throws {
        let tabs = """
            TabView {
                Text("One").tabItem { Label("Home", systemImage: "house") }
                Text("Two").tabItem { Label("Settings", systemImage: "gear") }
            }
            """
        #expect(try Self.draws(.blue, tabs))
        #expect(try Self.draws(.orange, tabs + ".tint(.orange)"))
        #expect(try !Self.draws(.blue, tabs + ".tint(.orange)"))
        #expect(try Self.draws(.purple, tabs + ".accentColor(.purple)"))
        // The unselected tab stays grey whatever the tint.
        #expect(try Self.draws(RGBA(red: 153 / 255, green: 153 / 255, blue: 153 / 255), tabs + ".tint(.orange)"))
    }
}
