import Canvas
import Geometry
import Testing
@testable import Lang

/// Patterns from the fourth set of drawing code pasted from public repositories
/// (docs/real-code.md) that stopped it or drew it wrong, written here in our own words: printed
/// values as swiftc 6.3.1 prints them, and figures compared with the view they must equal.
@Suite struct RealCodeFourthSetTests {
    /// A `$0` in a closure nested in another belongs to the nested one: the outer closure of an
    /// immediately called `{ … }()` takes no parameter (TimeDraw's clock face); and an overload
    /// is chosen by how many parameters a closure argument takes, as `.onTapGesture { location
    /// in … }` picks SwiftUI's `(CGPoint) -> Void` overload. swiftc 6.3.1 prints these lines.
    @Test func closureParametersAreCountedPerClosure() {
        let source = """
            let hours = (0..<60).filter({ $0 % 5 == 0 })
            let quarters: [Double] = {
                var result: [Double] = []
                hours.forEach({ result.append(contentsOf: [Double($0) + 1, Double($0) + 2]) })
                return result
            }()
            print(quarters.count, quarters.prefix(3))
            print([1, 2].map { x in [10, 20].map { $0 + x } })
            func on(perform action: () -> Void) { print("plain") }
            func on(perform action: (Int) -> Void) { print("with a value") }
            on { print("x") }
            on { v in print(v) }
            on { print($0) }
            """
        #expect(printedByCleanRun(source) == """
            24 [1.0, 2.0, 6.0]
            [[11, 21], [12, 22]]
            plain
            with a value
            with a value

            """)
    }

    /// The `Color(hex:)` initialiser pasted everywhere: `let`s declared without values and
    /// assigned together by a tuple in each `switch` case, the string trimmed of what is not
    /// alphanumeric and read by `Scanner.scanHexInt64`; and a type's `where` clause constraining
    /// its generic parameter (`struct StripeView<S>: View where S: Shape`). swiftc 6.3.1 prints
    /// these lines (with `import Foundation`), and an `inout` argument of a class's method is
    /// written back, as `Scanner`'s are.
    @Test func hexColourStringsAndWhereClausesOnTypes() {
        let source = """
            import Foundation
            func components(_ text: String) -> String {
                let hex = text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                let found = Scanner(string: hex).scanHexInt64(&int)
                let r, g, b: UInt64
                switch hex.count {
                case 3: (r, g, b) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
                default: (r, g, b) = (1, 1, 1)
                }
                return "\\(hex) \\(found) \\(r) \\(g) \\(b)"
            }
            print(components("#F0A"), components(" #FFAA00 "), components("zz"))
            var untouched: UInt64 = 7
            print(Scanner(string: "  0x1f!").scanHexInt64(&untouched), untouched, Scanner(string: "-").scanHexInt64(&untouched), untouched)
            print(" x\\t".trimmingCharacters(in: .whitespaces) + "|", "a-b".trimmingCharacters(in: CharacterSet(charactersIn: "ab")))
            struct Box<S> where S: Equatable {
                let s: S
                func holds(_ other: S) -> Bool { s == other }
            }
            print(Box(s: 3).holds(3), Box(s: "a").holds("b"))
            final class Counter { func bump(_ n: inout Int) -> Bool { n += 1; return true } }
            var n = 0
            print(Counter().bump(&n), n)
            """
        #expect(printedByCleanRun(source) == """
            F0A true 255 0 170 FFAA00 true 255 170 0 zz false 1 1 1
            true 31 false 31
            x| -
            true false
            true 1

            """)
    }

    /// Gestures, `DispatchQueue.main.asyncAfter` and the preview modifiers change nothing a
    /// figure draws (a figure has no touches, a cell's main queue never runs); `hidden()` keeps
    /// the view's room and draws nothing there.
    @Test func gesturesAndPreviewModifiersDrawTheViewAsItIs() throws {
        let plain = try cleanDisplayList("Text(\"Hi\").padding()")
        let touched = try cleanDisplayList("""
            Text("Hi").padding()
                .gesture(DragGesture().onChanged { value in print(value.translation) }.onEnded { _ in })
                .gesture(LongPressGesture().onChanged { _ in DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { print("later") } })
                .onTapGesture { location in print(location) }
                .onTapGesture { print("tap") }
                .previewDevice("iPhone 15").previewDisplayName("Hi").colorScheme(.light)
                .previewLayout(.fixed(width: 300, height: 100))
            """)
        #expect(plain != nil && touched == plain)
        let shown = try #require(try cleanDisplayList("HStack { Text(\"a\"); Text(\"b\") }"))
        let hidden = try #require(try cleanDisplayList("HStack { Text(\"a\").hidden(); Text(\"b\") }"))
        let alone = try #require(try cleanDisplayList("Text(\"b\")"))
        #expect(hidden.size == shown.size && hidden != shown)
        #expect(hidden.items.count == alone.items.count)
    }

    /// `Color.accentColor` paints what `.accentColor(_:)` around it says, in a GeometryReader's
    /// content too (which is laid out later); without one it is the system accent.
    @Test func accentColorReachesColorAccentColor() throws {
        #expect(try cleanDisplayList("Rectangle().fill(Color.accentColor).frame(width: 20, height: 20).accentColor(.red)")
                == cleanDisplayList("Rectangle().fill(Color.red).frame(width: 20, height: 20)"))
        #expect(try cleanDisplayList("GeometryReader { _ in Rectangle().stroke(Color.accentColor, lineWidth: 2) }.accentColor(.green)")
                == cleanDisplayList("GeometryReader { _ in Rectangle().stroke(Color.green, lineWidth: 2) }"))
        #expect(try cleanDisplayList("Rectangle().fill(Color.accentColor).frame(width: 20, height: 20).accentColor(nil)")
                == cleanDisplayList("Rectangle().fill(Color.blue).frame(width: 20, height: 20)"))
    }

    /// A canvas's symbols are found by their tags through the modifiers after `.tag` and drawn
    /// at their size centred on the point; an unknown tag finds nothing.
    @Test func canvasSymbolsAreDrawnByTag() throws {
        let drawn = try #require(try cleanDisplayList("""
            Canvas { context, size in
                if let symbol = context.resolveSymbol(id: 2) { context.draw(symbol, at: CGPoint(x: 50, y: 50)) }
                if context.resolveSymbol(id: 3) == nil { context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black)) }
            } symbols: {
                Circle().fill(.blue).frame(width: 10, height: 10).tag(1)
                Circle().fill(.red).frame(width: 20, height: 20).tag(2).offset(x: 0, y: 0)
            }
            .frame(width: 100, height: 100)
            """))
        let ink = try #require(drawn.items.inkBounds(outside: Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(ink == Rect(x: 0, y: 0, width: 60, height: 60))
        let withoutTag = try #require(try cleanDisplayList("""
            Canvas { context, size in
                if context.resolveSymbol(id: 3) == nil { context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black)) }
            } symbols: { Circle().tag(1) }
            .frame(width: 100, height: 100)
            """))
        #expect(withoutTag.items.inkBounds(outside: Rect(x: 0, y: 0, width: 0, height: 0)) == Rect(x: 0, y: 0, width: 4, height: 4))
    }

    /// Modifiers under `#if` in a chain apply the active clause's (iOS's) and go on after `#endif`;
    /// `navigationBarTitle` and `Animation.interpolatingSpring` are accepted.
    @Test func modifiersUnderIfAndOlderSpellings() throws {
        let chosen = try cleanDisplayList("""
            Circle()
            #if !os(watchOS)
                .fill(Color.green)
            #else
                .fill(Color.red)
            #endif
                .frame(width: 20, height: 20)
            """)
        #expect(try chosen != nil && chosen == cleanDisplayList("Circle().fill(Color.green).frame(width: 20, height: 20)"))
        let none = try cleanDisplayList("""
            Circle()
            #if os(watchOS)
                .fill(Color.red)
            #endif
                .frame(width: 20, height: 20)
            """)
        #expect(try none != nil && none == cleanDisplayList("Circle().frame(width: 20, height: 20)"))
        let titled = try cleanDisplayList("""
            NavigationView { Circle().frame(width: 20, height: 20).navigationBarTitle(Text("Dots"), displayMode: .inline) }
                .animation(.interpolatingSpring(stiffness: 150, damping: 15))
            """)
        #expect(try titled != nil && titled == cleanDisplayList("NavigationView { Circle().frame(width: 20, height: 20).navigationTitle(\"Dots\") }"))
    }
}
