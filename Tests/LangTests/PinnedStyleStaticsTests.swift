import Canvas
import Testing
@testable import Lang

/// Static styles of your own declared the way SwiftUI declares its own, in `extension
/// ProgressViewStyle where Self == Ring { static var ring: Self { .init() } }`: `Self` is the
/// style there, so `.progressViewStyle(.ring)` draws as `.progressViewStyle(Ring())` (and the
/// same for button, toggle and shape styles), and a progress view's `currentValueLabel:` reaches
/// a style's configuration — each figure compared with the same view written out by hand.
@Suite struct PinnedStyleStaticsTests {
    /// Styles of your own, each with a static in a `where Self ==` extension of its protocol.
    static let styles = """
        struct Ring<Foreground: ShapeStyle>: ProgressViewStyle {
            var foreground: Foreground
            init(foreground: Foreground) { self.foreground = foreground }
            init() where Foreground == Color { self.foreground = .green }
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(foreground, lineWidth: 4)
                    if let label = configuration.currentValueLabel { label }
                }
            }
        }
        extension ProgressViewStyle where Self == Ring<Color> {
            static var ring: Self { .init() }
        }
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Capsule().fill(.mint))
            }
        }
        extension ButtonStyle where Self == Pill {
            static var pill: Self { Pill() }
        }
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
            }
        }
        extension ToggleStyle where Self == Check {
            static var check: Self { .init() }
        }
        extension ShapeStyle where Self == Color {
            static var brand: Self { .orange }
        }

        """

    /// The display list of `cell`'s figure (after the styles) in a fresh session; the cell must run clean.
    func displayList(_ cell: String) throws -> DisplayList? {
        try cleanDisplayList(Self.styles + cell)
    }

    /// `.ring` is the `Ring<Color>` its constrained initialiser makes, green.
    @Test func progressStyleStaticIsTheStyle() throws {
        let pinned = try displayList("ProgressView(value: 0.3).progressViewStyle(.ring).frame(width: 60, height: 80)")
        let written = try displayList("ProgressView(value: 0.3).progressViewStyle(Ring(foreground: Color.green)).frame(width: 60, height: 80)")
        let other = try displayList("ProgressView(value: 0.3).progressViewStyle(Ring(foreground: Color.red)).frame(width: 60, height: 80)")
        #expect(pinned != nil && pinned == written)
        #expect(pinned != other)
    }

    /// `.pill`, `.check` and `.brand` are the style each extension pins.
    @Test func buttonToggleAndShapeStylesStatics() throws {
        #expect(try displayList(#"Button("Go") { }.buttonStyle(.pill)"#) == displayList(#"Button("Go") { }.buttonStyle(Pill())"#))
        #expect(try displayList(#"Button("Go") { }.buttonStyle(.pill)"#) != displayList(#"Button("Go") { }"#))
        #expect(try displayList(#"Toggle("On", isOn: .constant(true)).toggleStyle(.check)"#)
                == displayList(#"Toggle("On", isOn: .constant(true)).toggleStyle(Check())"#))
        #expect(try displayList("Circle().fill(.brand).frame(width: 20, height: 20)")
                == displayList("Circle().fill(Color.orange).frame(width: 20, height: 20)"))
    }

    /// `currentValueLabel:` is the configuration's, which the style draws under its ring.
    @Test func currentValueLabelReachesTheStyle() throws {
        let labelled = try displayList("""
            ProgressView(value: 0.5) { Text("Load") } currentValueLabel: { Text("50%") }
                .progressViewStyle(.ring).frame(width: 60, height: 80)
            """)
        let written = try displayList("""
            VStack { Circle().trim(from: 0, to: 0.5).stroke(Color.green, lineWidth: 4); Text("50%") }.frame(width: 60, height: 80)
            """)
        #expect(labelled != nil && labelled == written)
    }

    /// Without a style, the current value's label is drawn under the bar, and changes the figure.
    @Test func currentValueLabelUnderTheBar() throws {
        let labelled = try displayList(#"ProgressView(value: 0.5) { Text("Load") } currentValueLabel: { Text("50%") }.frame(width: 120)"#)
        let plain = try displayList(#"ProgressView(value: 0.5) { Text("Load") }.frame(width: 120)"#)
        #expect(labelled != nil && labelled != plain)
    }
}
