import Geometry
import Testing
@testable import Canvas

/// What simple views draw: the display items, their paths and paints.
@Suite struct DisplayListTests {
    func items(_ view: View, _ proposal: Size? = Size(width: 200, height: 200), foreground: RGBA = .black) throws -> [DisplayItem] {
        try layoutFigure(view, proposedSize: proposal, foreground: foreground, description: "").displayList.items
    }

    @Test func redCircleIsOneFill() throws {
        let drawn = try items(AnyShape.circle.fill(.color(.red)))
        #expect(drawn == [.fill(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200)), paint: .solid(.red), rule: .nonZero)])
    }

    @Test func unstyledShapeUsesTheForeground() throws {
        let drawn = try items(AnyShape.rectangle.view, foreground: .green)
        #expect(drawn == [.fill(path: Path(Rect(x: 0, y: 0, width: 200, height: 200)), paint: .solid(.green), rule: .nonZero)])
    }

    @Test func foregroundStyleReachesNestedShapes() throws {
        let view = View.vStack(alignment: .center, spacing: nil, children: [AnyShape.circle.view]).foregroundStyle(.color(.purple))
        guard case .fill(_, let paint, _) = try items(view).first else { Issue.record("no fill"); return }
        #expect(paint == .solid(.purple))
    }

    @Test func strokeKeepsItsStyle() throws {
        // The pen is centred on the frame's edge: the figure grows by the half that pokes out,
        // moved right and down by whole points (1.5 → 2) so that all of it shows.
        let style = StrokeStyle(lineWidth: 3, lineCap: .round)
        let figure = try layoutFigure(AnyShape.rectangle.stroke(.color(.blue), style: style).frame(width: 50, height: 40),
                                      proposedSize: Size(width: 200, height: 200), description: "")
        #expect(figure.displayList.items == [.stroke(path: Path(Rect(x: 2, y: 2, width: 50, height: 40)), paint: .solid(.blue), style: style)])
        #expect(figure.displayList.size == Size(width: 53.5, height: 43.5))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() throws {
        let drawn = try items(AnyShape.circle.strokeBorder(.color(.blue), lineWidth: 10).frame(width: 100, height: 100))
        #expect(drawn == [.stroke(path: Path(ellipseIn: Rect(x: 5, y: 5, width: 90, height: 90)), paint: .solid(.blue),
                                  style: StrokeStyle(lineWidth: 10))])
    }

    @Test func borderIsAnInsetRectangleInFront() throws {
        let drawn = try items(AnyShape.circle.view.frame(width: 40, height: 40).border(.color(.red), width: 2))
        #expect(drawn.count == 2)
        #expect(drawn[1] == .stroke(path: Path(Rect(x: 1, y: 1, width: 38, height: 38)), paint: .solid(.red), style: StrokeStyle(lineWidth: 2)))
    }

    @Test func opacityOfOneShapeFadesItsPaint() throws {
        // One leaf at opacity x is the leaf with its alpha times x: no group is needed.
        let drawn = try items(AnyShape.circle.view.opacity(0.5))
        #expect(drawn == [.fill(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 200)), paint: .solid(RGBA.black.withOpacity(0.5)),
                                rule: .nonZero)])
    }

    @Test func clipShapeWrapsAClip() throws {
        let drawn = try items(AnyShape.rectangle.view.frame(width: 20, height: 20).clipShape(.circle))
        #expect(drawn.first == .beginClip(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)), rule: .nonZero))
        #expect(drawn.last == .endClip)
    }

    @Test func offsetMovesTheDrawingNotTheLayout() throws {
        // The layout stays 20×20; the figure grows to show the moved square (3 up, 5 right).
        let (size, boxes) = try layoutBoxes(AnyShape.rectangle.view.frame(width: 20, height: 20).offset(x: 5, y: -3))
        #expect(size == Size(width: 25, height: 23))
        #expect(boxes == [Rect(x: 5, y: 0, width: 20, height: 20)])
        let inside = try layoutBoxes(AnyShape.rectangle.view.frame(width: 10, height: 10).offset(x: 5, y: 3).frame(width: 20, height: 20))
        #expect(inside.size == Size(width: 20, height: 20))
        #expect(inside.boxes == [Rect(x: 10, y: 8, width: 10, height: 10)])
    }

    @Test func rotationTurnsAboutTheCentre() throws {
        let view = AnyShape.rectangle.stroke(lineWidth: 2).frame(width: 20, height: 10).rotationEffect(.degrees(90))
        let drawn = try items(view)
        guard case .stroke(let path, _, let style) = drawn.first else { Issue.record("no stroke"); return }
        let box = try #require(path.controlPointBounds)
        // Turned about (10, 5) the rectangle spans y −5…15; with the pen's half width the ink
        // reaches y −6, so everything moves down 6.
        #expect(abs(box.minX - 5) < 1e-9 && abs(box.minY - 1) < 1e-9 && abs(box.width - 10) < 1e-9)
        #expect(abs(style.lineWidth - 2) < 1e-12)  // rotation keeps the pen
    }

    @Test func scaleEffectScalesPathAndPen() throws {
        let view = AnyShape.rectangle.stroke(lineWidth: 2).frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading)
        guard case .stroke(let path, _, let style) = try items(view).first else { Issue.record("no stroke"); return }
        #expect(path.controlPointBounds == Rect(x: 2, y: 2, width: 40, height: 40))  // moved by the pen's half width
        #expect(style.lineWidth == 4)
    }

    @Test func linearGradientResolvesInTheShapeFrame() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let view = AnyShape.rectangle.fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))
            .frame(width: 100, height: 50).padding(10)
        guard case .fill(_, let paint, _) = try items(view).first else { Issue.record("no fill"); return }
        #expect(paint == .linearGradient(stops: gradient.stops, start: Point(x: 60, y: 10), end: Point(x: 60, y: 60)))
    }

    @Test func radialGradientScalesWithScaleEffect() throws {
        let gradient = Gradient(colors: [.white, .black])
        let view = AnyShape.circle.fill(.radialGradient(gradient, center: .center, startRadius: 0, endRadius: 10))
            .frame(width: 20, height: 20).scaleEffect(3, anchor: .topLeading)
        guard case .fill(_, let paint, _) = try items(view).first else { Issue.record("no fill"); return }
        #expect(paint == .radialGradient(stops: gradient.stops, center: Point(x: 30, y: 30), startRadius: 0, endRadius: 30))
    }

    @Test func colorOpacityMultipliesAlpha() throws {
        guard case .fill(_, let paint, _) = try items(.color(ShapeStyle.color(.red).opacity(0.25))).first else {
            Issue.record("no fill"); return
        }
        #expect(paint == .solid(RGBA.red.withOpacity(0.25)))
    }

    @Test func backgroundDrawsBehindOverlayInFront() throws {
        let view = AnyShape.circle.fill(.color(.red)).frame(width: 10, height: 10)
            .background(.color(.color(.yellow))).overlay(AnyShape.rectangle.fill(.color(.blue)))
        let paints = try items(view).compactMap { item -> Paint? in
            if case .fill(_, let paint, _) = item { return paint } else { return nil }
        }
        #expect(paints == [.solid(.yellow), .solid(.red), .solid(.blue)])
    }

    @Test func scriptShapeErrorsPropagate() {
        struct Boom: Error {}
        let shape = AnyShape(name: "Boom") { _ in throw Boom() }
        #expect(throws: Boom.self) { try layoutFigure(shape.view, proposedSize: nil, description: "") }
    }
}
