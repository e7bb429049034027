import Canvas
import Geometry
import Testing
@testable import Render

/// How transformed paints appear in SVG, and that degenerate transforms draw nothing.
struct TransformedPaintSVGTests {
    static let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]
    static let square = Path(Rect(x: 0, y: 0, width: 40, height: 40))

    func svg(_ paint: Paint) -> String {
        // No context is installed, so nothing interrupts it; "" would fail every expectation.
        (try? Renderer().svg(TestShapes.figure(40, 40, scale: 2, background: .clear, [.fill(path: Self.square, paint: paint, rule: .nonZero)]))) ?? ""
    }

    @Test func matricesKeepSixDecimalsInTheLinearPart() {
        #expect(SVGFormat.matrix(Transform(rotationAngle: .pi / 6)) == "matrix(0.866025 0.5 -0.5 0.866025 0 0)")
        #expect(SVGFormat.matrix(Transform(a: 2, b: 0, c: 0, d: 0.5, tx: 10.12345, ty: -3)) == "matrix(2 0 0 0.5 10.123 -3)")
    }

    @Test func radialGradientGetsAGradientTransform() {
        let radial = Paint.radialGradient(stops: Self.stops, center: Point(x: 20, y: 20), startRadius: 0, endRadius: 10)
        let text = svg(.transformed(radial, Transform(scaleX: 2, y: 1)))
        #expect(text.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"20\" cy=\"20\" r=\"10\" gradientTransform=\"matrix(2 0 0 1 0 0)\">"))
        #expect(text.contains("fill=\"url(#gradient1)\""))
    }

    @Test func angularGradientFanIsDrawnInsideATransformGroup() {
        let angular = Paint.angularGradient(stops: Self.stops, center: Point(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360))
        let text = svg(.transformed(angular, Transform(scaleX: 1, y: 0.5)))
        let lines = text.split(separator: "\n").map(String.init)
        guard let open = lines.firstIndex(where: { $0.contains("<g transform=\"matrix(1 0 0 0.5 0 0)\">") }),
              let mask = lines.firstIndex(where: { $0.contains("<g mask=\"url(#mask1)\"") }) else {
            Issue.record("no transform group inside a mask group:\n\(text)")
            return
        }
        #expect(mask < open)
        // The wedges reach past the figure's corners mapped back into the gradient's space
        // (y doubled), so no corner of the mask is left uncovered.
        #expect(lines.filter { $0.contains("<path d=\"M20 20 L") }.count > 100)
    }

    @Test func singularScaleDrawsNothingAndThrowsNothing() throws {
        let radial = Paint.radialGradient(stops: Self.stops, center: Point(x: 20, y: 20), startRadius: 0, endRadius: 10)
        let squash = Transform(scaleX: 0, y: 1)
        #expect(svg(.transformed(radial, squash)).contains("fill=\"none\""))
        let figure = TestShapes.figure(40, 40, scale: 1, background: .clear, [.fill(path: Self.square, paint: .transformed(radial, squash), rule: .nonZero)])
        #expect(try Renderer().pixmap(figure).samples.allSatisfy { $0 == 0 })
        // Through layout: a view scaled to nothing on one axis lays out and renders.
        let view = AnyShape.circle.stroke(.radialGradient(Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 20), lineWidth: 4)
            .frame(width: 40, height: 40).scaleEffect(x: 0, y: 1)
        let laidOut = try layoutFigure(view, proposedSize: Size(width: 40, height: 40), scale: 1, description: "")
        #expect(try Renderer().pixmap(laidOut).samples.allSatisfy { $0 == 0 })
    }
}
