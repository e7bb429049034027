import Canvas
import Geometry
import Testing
@testable import Lang

/// `.preferredColorScheme(.dark)` is a preference of the presentation: wherever it sits, the
/// whole figure is drawn dark (on black, every view in the dark appearance), as an Xcode preview
/// turns its whole window dark; `.environment(\.colorScheme, .dark)` and `.colorScheme(.dark)`
/// darken only the views inside them.
@Suite struct PresentedSchemeTests {
    typealias Dark = DarkAppearanceTests

    static let darkBlue = Dark.bytes(10, 132, 255)

    /// A stack of plain text, a blue circle and a `marked` text (`.preferredColorScheme(.dark)`
    /// or `.environment(\.colorScheme, .dark)`) deep inside.
    static func stack(_ modifier: String) -> String {
        """
        VStack(spacing: 8) {
            Text("Outside")
            Circle().fill(.blue).frame(width: 20, height: 20)
            HStack { Text("Inner") }.padding(4)\(modifier)
        }
        .padding()
        """
    }

    @Test func anInnerPreferenceDarkensTheWholeFigure() throws {
        let list = try SurfaceCompletionTests.drawn(Self.stack(".preferredColorScheme(.dark)"))
        let fills = try Dark.fills(Self.stack(".preferredColorScheme(.dark)"))
        // First the black ground under the whole figure, then everything in the dark appearance.
        let ground = try #require(fills.first)
        #expect(RedactionTests.near(ground.bounds, Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)))
        #expect(RedactionTests.same(ground.color, .black))
        #expect(fills.dropFirst().contains { RedactionTests.same($0.color, Self.darkBlue) })
        #expect(!fills.contains { RedactionTests.same($0.color, RGBA.blue) })
        // Both texts are white: no glyph is drawn in the light primary.
        let texts = fills.dropFirst().filter { !RedactionTests.same($0.color, Self.darkBlue) }
        #expect(texts.count >= 2)
        #expect(texts.allSatisfy { RedactionTests.same($0.color, .white) })
        // The same figure as the modifier on the outermost view.
        let outermost = try cleanDisplayList(Self.stack("") + ".preferredColorScheme(.dark)")
        #expect(try cleanDisplayList(Self.stack(".preferredColorScheme(.dark)")) == outermost)
    }

    @Test func anEnvironmentSchemeDarkensOnlyItsViews() throws {
        let fills = try Dark.fills(Self.stack(".environment(\\.colorScheme, .dark)"))
        // No ground is drawn; the circle keeps its light blue; the outer text stays black.
        #expect(fills.contains { RedactionTests.same($0.color, RGBA.blue) })
        #expect(!fills.contains { RedactionTests.same($0.color, Self.darkBlue) })
        #expect(RedactionTests.same(fills.first?.color, .black))
        // The inner text alone is white.
        #expect(RedactionTests.same(fills.last?.color, .white))
        #expect(!fills.contains { RedactionTests.same($0.color, .black) && $0.bounds.width > 100 })
        #expect(try Dark.fills(Self.stack(".colorScheme(.dark)")).map(\.color) == fills.map(\.color))
    }

    /// A view's body that prefers the dark scheme makes the views around it dark too: they read
    /// `.dark` from `@Environment(\.colorScheme)`; what the bodies print shows once.
    @Test func aPreferenceInABodyReachesTheViewsAround() throws {
        let cell = """
            struct Probe: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Rectangle().fill(scheme == .dark ? Color.purple : Color.green).frame(width: 10, height: 10) }
            }
            struct Dark: View {
                var body: some View {
                    let _ = print("made")
                    return Text("Night").preferredColorScheme(.dark)
                }
            }
            VStack { Probe(); Dark() }
            """
        let session = Lang.Session()
        let result = session.run(cell)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics) \(String(describing: result.runtimeError))")
        let (figure, printed) = try session.drawCell()
        let colors = try #require(figure).displayList.items.compactMap { item -> RGBA? in
            guard case .fill(_, .solid(let color), _) = item else { return nil }
            return color
        }
        #expect(colors.first == .black)
        #expect(colors.contains(Dark.bytes(191, 90, 242)))
        #expect(!colors.contains(.green))
        #expect(printed == "made\n")
    }

    /// An environment scheme inside the preferring view, or around it, still decides its views:
    /// the figure is dark, the light views light.
    @Test func anEnvironmentSchemeWinsInsideADarkPresentation() throws {
        let square = "Rectangle().fill(Color(.systemBackground)).frame(width: 10, height: 10)"
        let inside = try Dark.fills("VStack { \(square); \(square).colorScheme(.light) }.preferredColorScheme(.dark)").map(\.color)
        #expect(inside == [.black, .black, .white])
        let around = try Dark.fills("VStack { \(square); \(square).preferredColorScheme(.dark).colorScheme(.light) }").map(\.color)
        #expect(around == [.black, .black, .white])
    }

    /// `.background` as a style is the system background of the views' appearance.
    @Test func theBackgroundStyleFollowsTheScheme() throws {
        let card = "Text(\"Hi\").padding().background(.background, in: RoundedRectangle(cornerRadius: 8))"
        #expect(RedactionTests.same(try Dark.fills(card).first?.color, .white))
        #expect(RedactionTests.same(try Dark.fills(card + ".environment(\\.colorScheme, .dark)").first?.color, .black))
    }
}
