import Canvas
import Testing
@testable import Lang

/// `.buttonStyle` and `.progressViewStyle` (one styled-view wrapper in the prelude): each styles
/// only its own controls, the innermost style wins, and styles of your own draw as their
/// `makeBody(configuration:)` — each figure compared with the same view written out by hand.
@Suite struct StyledControlTests {
    /// A button style and a progress view style of your own.
    static let styles = """
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Capsule().fill(.mint))
            }
        }
        struct Ring: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.green, lineWidth: 4)
            }
        }

        """

    /// The display list of `cell`'s figure (after the styles) in a fresh session; the cell must run clean.
    func displayList(_ cell: String) throws -> DisplayList? {
        try cleanDisplayList(Self.styles + cell)
    }

    /// A style of your own draws the button as its body; the plain style draws a label as it is.
    @Test func buttonStyleOfYourOwnDrawsItsBody() throws {
        let styled = try displayList(#"Button("Go") { }.buttonStyle(Pill())"#)
        let written = try displayList(#"Button(action: {}) { Text("Go").padding(8).background(Capsule().fill(.mint)) }.buttonStyle(.plain)"#)
        let unstyled = try displayList(#"Button("Go") { }"#)
        #expect(styled != nil && styled == written)
        #expect(styled != unstyled)
    }

    /// Each style reaches only its own controls, both through a stack, and both at once.
    @Test func eachStyleStylesOnlyItsControls() throws {
        let styled = try displayList("""
            VStack { Button("Go") { }; ProgressView(value: 3, total: 4).frame(width: 50, height: 50) }
                .buttonStyle(Pill()).progressViewStyle(Ring())
            """)
        let written = try displayList("""
            VStack {
                Button(action: {}) { Text("Go").padding(8).background(Capsule().fill(.mint)) }.buttonStyle(.plain)
                Circle().trim(from: 0, to: 0.75).stroke(Color.green, lineWidth: 4).frame(width: 50, height: 50)
            }
            """)
        #expect(styled != nil && styled == written)
        let buttonOnly = try displayList("""
            VStack { Button("Go") { }.buttonStyle(Pill()); ProgressView(value: 3, total: 4).frame(width: 50, height: 50) }
            """)
        let outerButtonStyle = try displayList("""
            VStack { Button("Go") { }; ProgressView(value: 3, total: 4).frame(width: 50, height: 50) }.buttonStyle(Pill())
            """)
        #expect(buttonOnly != nil && outerButtonStyle == buttonOnly && buttonOnly != styled)
    }

    /// The innermost style wins, as in SwiftUI's environment.
    @Test func innermostStyleWins() throws {
        let nested = try displayList(#"VStack { Button("Go") { }.buttonStyle(.bordered) }.buttonStyle(Pill())"#)
        let inner = try displayList(#"VStack { Button("Go") { }.buttonStyle(.bordered) }"#)
        let outer = try displayList(#"VStack { Button("Go") { }.buttonStyle(Pill()) }"#)
        #expect(nested != nil && nested == inner && nested != outer)
        let progress = try displayList("ProgressView(value: 0.3).progressViewStyle(.linear).progressViewStyle(.circular)")
        let bar = try displayList("ProgressView(value: 0.3)")
        #expect(progress != nil && progress == bar)
    }
}
