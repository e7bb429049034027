import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the twelfth set of SwiftUI code pasted from public repositories
/// (docs/real-code.md) that stopped it, written here in our own words: what is drawn, compared
/// with the same figure written another way (the language's own fixes have core-corpus programs).
@Suite struct RealCodeTwelfthSetTests {
    /// A widget's preview shows its view in a widget of a family; a figure is laid out on its
    /// canvas, so `previewContext(WidgetPreviewContext(family:))` draws the view as it is.
    @Test func aWidgetPreviewContextDrawsTheViewAsItIs() throws {
        let ring = "ZStack { Circle().stroke(lineWidth: 10).opacity(0.3); Circle().trim(from: 0, to: 0.28).stroke(lineWidth: 10) }"
        let plain = try cleanDisplayList(ring)
        let widget = try cleanDisplayList("""
            import WidgetKit
            \(ring).previewContext(WidgetPreviewContext(family: .systemSmall))
            """)
        #expect(widget == plain)
        let families: [String] = ["systemMedium", "systemLarge", "accessoryCircular", "accessoryInline"]
        for family in families {
            #expect(try cleanDisplayList("\(ring).previewContext(WidgetPreviewContext(family: .\(family)))") == plain)
        }
    }
}
