import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15 items that had only a display-list fingerprint through Lang, checked by what they
/// draw: a shape style's `.shadow(.drop(…))` and `.shadow(.inner(…))` cast the shadow asked for
/// under and inside the fill, a custom `ViewModifier` applied with `.modifier(_:)` draws as its
/// body written out, and `miterLimit: .infinity` keeps every miter join sharp.
@Suite struct StylePatternDrawingTests {
    /// Every layer filter drawn, in order.
    static func filters(_ list: DisplayList) -> [LayerFilter] {
        list.items.flatMap { item -> [LayerFilter] in
            if case .beginLayer(let layer) = item { return layer.filters }
            return []
        }
    }

    @Test func dropAndInnerShadowStylesCastTheirShadows() throws {
        let drop = Self.filters(try SurfaceCompletionTests.drawn(
            "Circle().fill(.red.shadow(.drop(color: .blue, radius: 3, x: 2, y: 4))).frame(width: 40, height: 40).padding(10)"))
        #expect(drop == [.shadow(color: .blue, radius: 3, x: 2, y: 4)], "\(drop)")
        let inner = Self.filters(try SurfaceCompletionTests.drawn(
            "Circle().fill(.red.shadow(.inner(color: .blue, radius: 2, x: 1, y: 1))).frame(width: 40, height: 40)"))
        #expect(inner == [.innerShadow(color: .blue, radius: 2, x: 1, y: 1)], "\(inner)")
    }

    @Test func aViewModifierDrawsAsItsBodyWrittenOut() throws {
        let modified = try SurfaceCompletionTests.drawn("""
            struct Card: ViewModifier {
                var tint: Color
                func body(content: Content) -> some View {
                    content.padding(8).background(RoundedRectangle(cornerRadius: 6).fill(tint)).padding(4)
                }
            }
            Text("Card").modifier(Card(tint: .yellow))
            """)
        let written = try SurfaceCompletionTests.drawn("""
            Text("Card").padding(8).background(RoundedRectangle(cornerRadius: 6).fill(.yellow)).padding(4)
            """)
        #expect(modified == written)
    }

    /// A 10° turn's miter is 1/sin(5°) ≈ 11.5 line widths long: past the default limit of 10 it
    /// is cut to a bevel, with no limit it stands out that far beyond the corner.
    @Test func anInfiniteMiterLimitKeepsSharpJoins() throws {
        func top(_ limit: String) throws -> Double {
            let list = try SurfaceCompletionTests.drawn("""
                Path { p in
                    p.addLines([CGPoint(x: 0, y: 100), CGPoint(x: 8.75, y: 0), CGPoint(x: 17.5, y: 100)])
                }
                .stroke(.black, style: StrokeStyle(lineWidth: 2, lineJoin: .miter\(limit)))
                .frame(width: 20, height: 100)
                .padding(40)
                """)
            guard case .stroke(let path, _, let style)? = list.items.first(where: { if case .stroke = $0 { true } else { false } }) else {
                Issue.record("no stroke drawn: \(list.items)")
                return 0
            }
            return path.strokedPath(style).boundingRect.minY
        }
        let sharp = try top(", miterLimit: .infinity")
        let cut = try top("")
        // The apex is at y = 40 (the padding); the sharp miter reaches ≈ 11.5 points above it, the bevel about one.
        #expect(cut - sharp > 8, "bevelled top \(cut), sharp top \(sharp)")
    }
}
