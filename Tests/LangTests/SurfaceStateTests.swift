import Canvas
import Geometry
import Testing
@testable import Lang

/// Issue 15's state and UIKit items, each checked by what is drawn or computed: a stored
/// property typed by a later type keeps its methods (the prelude-class bug), UIKit's
/// `UIBezierPath` rounded rectangles and arcs, `.onAppear` changing `@State` before the figure
/// is drawn, and a `Bool` state's change blending what it draws.
@Suite struct SurfaceStateTests {
    @Test func aStoredPropertyTypedByALaterDeclarationKeepsItsMembers() {
        // The property's type is inferred from `Later()` while the types are hoisted, before
        // Later's defaults and initialisers are declared; it was the error type, so the method
        // call changed nothing and the computed property read back the struct itself.
        #expect(SurfaceCompletionTests.printed("""
            final class Holder {
                var later = Later()
                var path = Path()
                func bump() { later.increment(); path.addLine(to: CGPoint(x: 3, y: 4)) }
                var twice: Int { later.twice }
            }
            struct Later {
                var count = 0
                mutating func increment() { count += 1 }
                var twice: Int { count * 2 }
            }
            let holder = Holder()
            holder.bump()
            print(holder.later.count, holder.twice, holder.path.boundingRect.size)
            """) == "1 2 CGSize(width: 0.0, height: 0.0)\n")
    }

    @Test func uiBezierPathRoundsTheCornersItIsAskedToAndDrawsUIKitsArcs() throws {
        let output = SurfaceCompletionTests.printed("""
            let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                       byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 20))
            let path = Path(rounded.cgPath)
            let box = path.boundingRect
            print(abs(box.minX) < 1e-9, box.minY, box.width, box.height)
            print(path.contains(CGPoint(x: 2, y: 2)), path.contains(CGPoint(x: 98, y: 2)),
                  path.contains(CGPoint(x: 98, y: 48)), path.contains(CGPoint(x: 2, y: 48)))
            // On the corner's arc: 20 from its centre (20, 20), at 45°.
            let onArc = CGPoint(x: 20 - 20 * 0.7071, y: 20 - 20 * 0.7071)
            print(path.contains(CGPoint(x: onArc.x + 0.2, y: onArc.y + 0.2)), path.contains(CGPoint(x: onArc.x - 0.2, y: onArc.y - 0.2)))
            let all = Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 100).cgPath)
            print(all.contains(CGPoint(x: 20, y: 20)), all.contains(CGPoint(x: 3, y: 3)))
            let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            let a = Path(clockwise.cgPath).boundingRect, b = Path(other.cgPath).boundingRect
            print(abs(a.minX) < 1e-9, a.minY, a.width, a.height, b)
            let built = UIBezierPath()
            built.move(to: CGPoint(x: 1, y: 1))
            built.addLine(to: CGPoint(x: 6, y: 9))
            built.close()
            print(built.bounds, built.isEmpty, built.currentPoint)
            """)
        #expect(output == """
            true 0.0 100.0 50.0
            false true false true
            true false
            true false
            true 0.0 10.0 10.0 CGRect(origin: Foundation.CGPoint(x: -10.0, y: -10.0), size: Foundation.CGSize(width: 20.0, height: 20.0))
            CGRect(origin: Foundation.CGPoint(x: 1.0, y: 1.0), size: Foundation.CGSize(width: 5.0, height: 8.0)) false CGPoint(x: 1.0, y: 1.0)

            """)
    }

    @Test func aShapeBuiltFromAUIBezierPathDrawsItsPath() throws {
        let rects = try SurfaceCompletionTests.filledRects(SurfaceCompletionTests.drawn("""
            struct Tab: Shape {
                func path(in rect: CGRect) -> Path {
                    Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                                      cornerRadii: CGSize(width: 12, height: 12)).cgPath)
                }
            }
            Tab().fill(.blue).frame(width: 80, height: 40)
            """))
        try #require(rects.count == 1)
        #expect(abs(rects[0].width - 80) < 1e-9 && abs(rects[0].height - 40) < 1e-9)
    }

    @Test func onAppearChangesStateBeforeTheFigureIsDrawn() throws {
        let meter = """
            struct Meter: View {
                @State var level = 0.2
                var body: some View {
                    Rectangle().frame(width: 100 * level, height: 20)
                        .onAppear { level = 0.8 }
                }
            }
            """
        let alone = try SurfaceCompletionTests.filledRects(SurfaceCompletionTests.drawn(meter + "\nMeter()"))
        #expect(alone.map(\.width) == [80])
        // A child's state keeps what its onAppear set when its parent's body runs again.
        let nested = try SurfaceCompletionTests.filledRects(SurfaceCompletionTests.drawn(meter + """

            VStack(spacing: 0) {
                Meter()
                Rectangle().frame(width: 10, height: 10)
            }
            .fixedSize()
            """))
        #expect(nested.map(\.width) == [80, 10])
    }

    /// A live view whose button toggles `on` with a linear one-second animation; the items drawn
    /// halfway through the change.
    static func halfway(_ content: String) throws -> [DisplayItem] {
        let session = Lang.Session()
        let result = session.run("""
            struct Switch: View {
                @State var on = false
                var body: some View {
                    VStack {
                        Button("Toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                        \(content)
                    }
                }
            }
            Switch()
            """)
        #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(result.diagnostics.map(\.message))")
        guard case .live(let cell) = try session.drawCell(live: true) else { throw SurfaceCompletionTests.LiveError.notLive }
        let button = try #require(cell.view.controls.first)
        try cell.change(nil, of: button, output: { _ in })
        let animation = try #require(cell.animation)
        return try #require(cell.frame(of: animation, at: 0.5)).displayList.items
    }

    @Test func aBoolStatesColourBlendsInLinearLightWhenAnimated() throws {
        let items = try Self.halfway("Rectangle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20)")
        let fills = items.compactMap { item -> RGBA? in
            guard case .fill(_, .solid(let color), _) = item else { return nil }
            return color
        }
        let half = try #require(fills.last)
        let red = try #require(RGBA.named["red"]), blue = try #require(RGBA.named["blue"])
        let expected = blue.linearMixed(with: red, by: 0.5)
        #expect(abs(half.red - expected.red) < 1e-12 && abs(half.green - expected.green) < 1e-12 && abs(half.blue - expected.blue) < 1e-12)
        #expect(half != red && half != blue)
        #expect(!items.contains { if case .beginGroup = $0 { return true } else { return false } })
    }

    @Test func aBoolStateThatChangesWhatIsDrawnCrossFades() throws {
        let items = try Self.halfway("""
            if on { Circle().fill(.red).frame(width: 20, height: 20) } else { Rectangle().fill(.blue).frame(width: 30, height: 10) }
            """)
        let opacities = items.compactMap { item -> Double? in
            guard case .beginGroup(let opacity) = item else { return nil }
            return opacity
        }
        #expect(opacities == [0.5, 0.5])
        let paints = items.compactMap { item -> RGBA? in
            guard case .fill(_, .solid(let color), _) = item else { return nil }
            return color
        }
        let red = try #require(RGBA.named["red"]), blue = try #require(RGBA.named["blue"])
        #expect(paints.contains(red) && paints.contains(blue))
    }
}
