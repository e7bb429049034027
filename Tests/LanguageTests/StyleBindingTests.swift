import Canvas
import Geometry
import Testing
@testable import Language

/// ShapeStyle statics, gradient stops, shadows as styles and hierarchical levels through the
/// language: the paints and layers they draw.
@Suite struct StyleBindingTests {
    func items(_ source: String) throws -> [DisplayItem] {
        try Runner().items(source)
    }

    func firstPaint(_ source: String) throws -> Paint? {
        for item in try items(source) {
            if case .fill(_, let paint, _) = item { return paint }
        }
        return nil
    }

    @Test func gradientStaticsMatchTheGradientTypes() throws {
        let frame = ".frame(width: 40, height: 20)"
        #expect(try firstPaint("Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))\(frame)")
            == firstPaint("Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))\(frame)"))
        #expect(try firstPaint("Rectangle().fill(.radialGradient(Gradient(colors: [.red, .blue]), center: .center, startRadius: 1, endRadius: 9))\(frame)")
            == .radialGradient(stops: Gradient(colors: [.red, .blue]).stops, center: Point(x: 20, y: 10), startRadius: 1, endRadius: 9))
        #expect(try firstPaint("Rectangle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)))\(frame)")
            == .angularGradient(stops: Gradient(colors: [.red, .blue]).stops, center: Point(x: 20, y: 10),
                                startAngle: .degrees(90), endAngle: .radians(Double.pi / 2 + 2 * Double.pi)))
        #expect(try firstPaint("Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, angle: .zero))\(frame)")
            == .angularGradient(stops: Gradient(colors: [.red, .blue]).stops, center: Point(x: 20, y: 10), startAngle: .zero,
                                endAngle: .radians(2 * Double.pi)))
    }

    @Test func stopsTakeEitherSpelling() throws {
        let expected = [GradientStop(color: .red, location: 0.2), GradientStop(color: .blue, location: 0.9)]
        for stops in ["[Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)]",
                      "[.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)]"] {
            guard case .linearGradient(let got, _, _)? = try firstPaint(
                "Rectangle().fill(LinearGradient(stops: \(stops), startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10)") else {
                Issue.record("no gradient for \(stops)"); continue
            }
            #expect(got == expected)
            guard case .linearGradient(let viaGradient, _, _)? = try firstPaint(
                "Rectangle().fill(.linearGradient(Gradient(stops: \(stops)), startPoint: .leading, endPoint: .trailing)).frame(width: 10, height: 10)") else {
                Issue.record("no Gradient(stops:) for \(stops)"); continue
            }
            #expect(viaGradient == expected)
        }
        let runner = Runner()
        #expect(runner.text("Rectangle().fill(LinearGradient(stops: [.red, Gradient.Stop(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom))")
            .contains("colours or stops, not both"))
    }

    @Test func ellipticalGradientStretchesTheUnitSquareOverTheFrame() throws {
        let paint = try firstPaint("Rectangle().fill(.ellipticalGradient(colors: [.white, .black])).frame(width: 80, height: 20)")
        guard case .transformed(.radialGradient(_, let center, let r0, let r1), let t)? = paint else { Issue.record("\(String(describing: paint))"); return }
        #expect(center == Point(x: 0.5, y: 0.5) && r0 == 0 && r1 == 0.5)
        // The ring at the end radius touches the frame's edges: (1, 0.5) maps to (80, 10).
        #expect(t.apply(to: Point(x: 1, y: 0.5)) == Point(x: 80, y: 10))
        #expect(try firstPaint("Rectangle().fill(EllipticalGradient(colors: [.white, .black], endRadiusFraction: 0.25)).frame(width: 80, height: 20)") != paint)
    }

    @Test func shadowStylesCastShadowsFromTheirShape() throws {
        let drop = try items("RoundedRectangle(cornerRadius: 4).fill(.orange.shadow(.drop(radius: 3, x: 1, y: 2))).frame(width: 30, height: 20)")
        #expect(drop.first == .beginLayer(Layer(filters: [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 3, x: 1, y: 2)])))
        let inner = try items("Circle().fill(.blue.shadow(.inner(color: .red, radius: 2))).frame(width: 30, height: 30)")
        #expect(inner.first == .beginLayer(Layer(filters: [.innerShadow(color: .red, radius: 2, x: 0, y: 0)])))
        let text = try items("Text(\"Hi\").foregroundStyle(.black.shadow(.inner(radius: 1)))")
        #expect(text.first == .beginLayer(Layer(filters: [.innerShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.55), radius: 1, x: 0, y: 0)])))
        // `.shadow(radius:)` on a colour view is still the view modifier.
        #expect(try items("Color.red.frame(width: 10, height: 10).shadow(radius: 2)").first
            == .beginLayer(Layer(filters: [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 2, x: 0, y: 0)])))
    }

    @Test func hierarchicalLevelsFollowTheForegroundStyle() throws {
        func paint(_ modifiers: String) throws -> Paint? {
            try firstPaint("Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10)\(modifiers)")
        }
        // The default foreground: the system's secondary label colour, semantic (it follows the
        // page in SVG, as Color.secondary does); under an explicit black, the same colour fixed.
        #expect(try paint("") == .solid(.secondary))
        #expect(try paint(".foregroundStyle(.black)") == .solid(RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)))
        // A colour's levels are the colour at 50%, 25%, 18%.
        #expect(try paint(".foregroundStyle(.red)") == .solid(RGBA.red.withOpacity(0.5)))
        #expect(try firstPaint("Rectangle().foregroundStyle(.quaternary).frame(width: 10, height: 10).foregroundStyle(.red)")
            == .solid(RGBA.red.withOpacity(0.18)))
        // Levels given with foregroundStyle(_:_:_:), the last repeating.
        #expect(try paint(".foregroundStyle(.red, .green)") == .solid(.green))
        #expect(try firstPaint("Rectangle().foregroundStyle(.tertiary).frame(width: 10, height: 10).foregroundStyle(.red, .green)") == .solid(.green))
        #expect(try firstPaint("Rectangle().frame(width: 10, height: 10).foregroundStyle(.red, .green, .blue)") == .solid(.red))
    }
}
