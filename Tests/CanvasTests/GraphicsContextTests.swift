import Geometry
import Testing
@testable import Canvas

/// `Canvas { context, size in … }`: a GraphicsContext records in the canvas's coordinates, each
/// operation with the context's state at that moment; copies keep their own state.
@Suite struct GraphicsContextTests {
    static let unit = Path(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test func transformsApplyToLaterOperations() throws {
        var context = GraphicsContext(size: Size(width: 100, height: 100))
        try context.fill(Self.unit, with: .paint(.solid(.red)))
        context.translateBy(x: 20, y: 5)
        context.scaleBy(x: 2, y: 2)
        try context.fill(Self.unit, with: .paint(.solid(.blue)))
        #expect(context.items == [
            .fill(path: Self.unit, paint: .solid(.red), rule: .nonZero),
            .fill(path: Path(Rect(x: 20, y: 5, width: 20, height: 20)), paint: .solid(.blue), rule: .nonZero),
        ])
    }

    @Test func copiesKeepTheirOwnStateAndShareTheDrawing() throws {
        let context = GraphicsContext(size: Size(width: 100, height: 100))
        var faded = context
        faded.opacity = 0.5
        faded.rotate(by: .degrees(90))
        try faded.stroke(Self.unit, with: .paint(.solid(.red)), style: StrokeStyle(lineWidth: 2))
        try context.fill(Self.unit, with: .paint(.solid(.blue)))
        #expect(context.items.count == 2)
        guard case .stroke(let path, let paint, _) = context.items[0] else { Issue.record("no stroke"); return }
        #expect(paint == .solid(RGBA.red.withOpacity(0.5)))
        #expect(abs(path.boundingRect.minX + 10) < 1e-9)  // turned a quarter about the origin
        #expect(context.items[1] == .fill(path: Self.unit, paint: .solid(.blue), rule: .nonZero))
    }

    @Test func clipsAndFiltersWrapEachOperation() throws {
        var context = GraphicsContext(size: Size(width: 100, height: 100))
        try context.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 50, height: 50)))
        try context.addFilter(.blur(radius: 2))
        context.blendMode = .screen
        try context.fill(Self.unit, with: .paint(.solid(.red)))
        try context.fill(Self.unit, with: .paint(.solid(.blue)))
        let one: [DisplayItem] = [
            .beginClip(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 50, height: 50)), rule: .nonZero),
            .beginLayer(Layer(blendMode: .screen, filters: [.blur(radius: 2)])),
        ]
        #expect(context.items.count == 10)
        #expect(Array(context.items.prefix(2)) == one)
        #expect(Array(context.items[5..<7]) == one)
    }

    @Test func drawLayerDrawsOneUnit() throws {
        var context = GraphicsContext(size: Size(width: 100, height: 100))
        context.translateBy(x: 5, y: 0)
        context.opacity = 0.5
        try context.drawLayer { layer in
            try layer.fill(Self.unit, with: .paint(.solid(.red)))
            layer.translateBy(x: 10, y: 0)
            try layer.fill(Self.unit, with: .paint(.solid(.blue)))
        }
        #expect(context.items == [
            .beginGroup(opacity: 0.5),
            .fill(path: Self.unit.applying(Transform(translationX: 5, y: 0)), paint: .solid(.red), rule: .nonZero),
            .fill(path: Self.unit.applying(Transform(translationX: 15, y: 0)), paint: .solid(.blue), rule: .nonZero),
            .endGroup,
        ])
    }

    @Test func styleShadingIsPlacedInThePathBounds() throws {
        let context = GraphicsContext(size: Size(width: 100, height: 100))
        let gradient = Gradient(colors: [.red, .blue])
        try context.fill(Path(Rect(x: 10, y: 20, width: 30, height: 40)),
                         with: .style(.linearGradient(gradient, startPoint: .top, endPoint: .bottom)))
        guard case .fill(_, let paint, _) = context.items.first else { Issue.record("no fill"); return }
        #expect(paint == .linearGradient(stops: gradient.stops, start: Point(x: 25, y: 20), end: Point(x: 25, y: 60)))
    }

    @Test func textIsPlacedByItsAnchor() throws {
        let context = GraphicsContext(size: Size(width: 200, height: 100))
        try context.draw(.text("Hi"), at: Point(x: 100, y: 50), anchor: .center)
        guard case .fill(let path, _, _) = context.items.first else { Issue.record("no text"); return }
        let box = path.boundingRect
        #expect(abs(box.midX - 100) < 3 && box.minY > 40 && box.maxY < 60)
    }

    @Test func canvasViewRunsItsRendererAtItsSizeAndClipsToItsFrame() throws {
        var seen: Size?
        let canvas = View.canvas(CanvasRenderer { context, size in
            seen = size
            try context.fill(Path(Rect(x: -10, y: 0, width: 200, height: 10)), with: .paint(.solid(.red)))
        })
        let list = try layoutFigure(canvas.frame(width: 80, height: 30).padding(10), proposedSize: nil, description: "").displayList
        #expect(seen == Size(width: 80, height: 30))
        #expect(list.size == Size(width: 100, height: 50))
        #expect(list.items.first == .beginClip(path: Path(Rect(x: 10, y: 10, width: 80, height: 30)), rule: .nonZero))
        #expect(list.items.dropFirst().first == .fill(path: Path(Rect(x: 0, y: 10, width: 200, height: 10)), paint: .solid(.red), rule: .nonZero))
    }
}
