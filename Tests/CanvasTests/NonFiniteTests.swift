import Geometry
import Testing
@testable import Canvas

/// Values no renderer could draw are refused with a message, not passed on.
@Suite struct NonFiniteTests {
    @Test func nanPointInAScriptShapeThrows() {
        let shape = AnyShape(name: "Bad") { _ in Path { $0.move(to: .zero); $0.addLine(to: Point(x: .nan, y: 1)) } }
        #expect(throws: CanvasError.self) { try layoutFigure(shape.stroke(lineWidth: 1), proposedSize: nil, description: "") }
    }

    @Test func negativeLineWidthThrows() {
        #expect(throws: CanvasError.self) {
            try layoutFigure(AnyShape.circle.stroke(lineWidth: -1), proposedSize: nil, description: "")
        }
    }

    @Test func infiniteGradientRadiusThrows() {
        let style = ShapeStyle.radialGradient(Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: .infinity)
        #expect(throws: CanvasError.self) { try layoutFigure(AnyShape.circle.fill(style), proposedSize: nil, description: "") }
    }
}
