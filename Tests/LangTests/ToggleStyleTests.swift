import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's toggle styles: `ToggleStyle` is a protocol as SwiftUI's is, so a style of the
/// program's own draws each toggle as its `makeBody(configuration:)` returns, and the library's
/// `.switch`, `.button` and `.automatic` (and their types) draw Canvas's switch and button.
@Suite struct ToggleStyleTests {
    @Test func aToggleStyleOfYourOwnDrawsWhatItsMakeBodyReturns() throws {
        // The label, then a bar as wide as the state says (read as `isOn` and through the
        // binding `$isOn`); a tap would set `isOn` through the toggle's binding.
        let rects = try filledRects(drawnBy: """
            struct Bar: ToggleStyle {
                var onWidth = 30.0
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 0) {
                        configuration.label
                        Rectangle().frame(width: configuration.isOn ? onWidth : 10, height: 4)
                        Rectangle().frame(width: configuration.$isOn.wrappedValue ? 3 : 1, height: 2)
                            .onTapGesture { configuration.isOn.toggle() }
                    }
                }
            }
            VStack(spacing: 0) {
                Toggle(isOn: .constant(true)) { Rectangle().frame(width: 7, height: 7) }
                Toggle(isOn: .constant(false)) { Rectangle().frame(width: 5, height: 5) }
            }
            .toggleStyle(Bar())
            .fixedSize()
            """)
        #expect(rects.map(\.width) == [7, 30, 3, 5, 10, 1])
    }

    @Test func theLibraryStylesDrawTheSwitchAndTheButton() throws {
        func toggle(_ style: String) throws -> DisplayList {
            try SurfaceCompletionTests.drawn(#"Toggle("Bold", isOn: .constant(true))"# + style)
        }
        let plain = try toggle("")
        for style in [".toggleStyle(.switch)", ".toggleStyle(.automatic)", ".toggleStyle(SwitchToggleStyle())",
                      ".toggleStyle(DefaultToggleStyle())"] {
            #expect(try toggle(style).items == plain.items, "\(style)")
        }
        let button = try toggle(".toggleStyle(.button)")
        #expect(button.items != plain.items)
        #expect(try toggle(".toggleStyle(ButtonToggleStyle())").items == button.items)
    }

    @Test func theInnermostToggleStyleWinsAndAStyleMayDrawTheUsualToggle() throws {
        // A style whose body is `Toggle(configuration)` draws the default switch around its label.
        let framed = try SurfaceCompletionTests.drawn("""
            struct Framed: ToggleStyle {
                func makeBody(configuration: Self.Configuration) -> some View { Toggle(configuration).padding(3) }
            }
            Toggle("A", isOn: .constant(true)).toggleStyle(Framed())
            """)
        let plain = try SurfaceCompletionTests.drawn(#"Toggle("A", isOn: .constant(true)).padding(3)"#)
        #expect(framed.items == plain.items)

        let rects = try filledRects(drawnBy: """
            struct Dot: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View { Circle().frame(width: 9, height: 9) }
            }
            HStack {
                Toggle("A", isOn: .constant(true)).toggleStyle(.button)
                Toggle("B", isOn: .constant(true))
            }
            .toggleStyle(Dot())
            """)
        #expect(rects.filter { $0.width == 9 && $0.height == 9 }.count == 1)
    }
}
