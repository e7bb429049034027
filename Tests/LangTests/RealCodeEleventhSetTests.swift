import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the eleventh set of SwiftUI code pasted from public repositories
/// (docs/real-code.md) that stopped it, written here in our own words: what is drawn, compared
/// with the same figure written another way (the language's own fixes have core-corpus programs).
@Suite struct RealCodeEleventhSetTests {
    /// Alerts and confirmation dialogs appear only after a tap, which never reaches a figure: iOS
    /// 13's `.alert(isPresented:) { Alert(…) }` on a bar chart's `ForEach` and iOS 15's titled
    /// alerts draw the view as it is.
    @Test func alertsDrawTheViewAsItIs() throws {
        let plain = try cleanDisplayList(#"HStack { ForEach(0..<3) { i in Capsule().frame(width: 10, height: CGFloat(20 + 10 * i)) } }"#)
        let alerted = try cleanDisplayList("""
            struct Chart: View {
                @State private var isPresented = false
                @State private var asked = false
                var body: some View {
                    HStack {
                        ForEach(0..<3) { i in Capsule().frame(width: 10, height: CGFloat(20 + 10 * i)) }
                            .alert(isPresented: $isPresented) {
                                Alert(title: Text("Selected"), message: Text("A bar"),
                                      primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
                            }
                    }
                    .alert("Saved", isPresented: $asked) { Button("OK") {} } message: { Text("Done") }
                    .confirmationDialog("Share", isPresented: $asked, titleVisibility: .visible) { Button("Copy") {} }
                }
            }
            Chart()
            """)
        #expect(alerted == plain)
    }
}
