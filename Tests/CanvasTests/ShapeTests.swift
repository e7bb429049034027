import Geometry
import Testing
@testable import Canvas

/// The builtin shapes and shape modifiers.
@Suite struct ShapeTests {
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)

    @Test func circleIsTheLargestCentredCircle() throws {
        #expect(try AnyShape.circle.path(in: rect) == Path(ellipseIn: Rect(x: 30, y: 0, width: 40, height: 40)))
    }

    @Test func capsuleIsARoundedRectWithHalfTheShorterSide() throws {
        #expect(try AnyShape.capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 20))
    }

    @Test func roundedRectangleInsetShrinksTheCorners() throws {
        let inset = try AnyShape.roundedRectangle(cornerRadius: 10).inset(by: 4).path(in: rect)
        #expect(inset == Path(roundedRect: Rect(x: 4, y: 4, width: 92, height: 32), cornerRadius: 6))
    }

    @Test func trimKeepsPartOfTheLength() throws {
        let half = try AnyShape.rectangle.trim(from: 0, to: 0.5).path(in: rect)
        #expect(abs(half.length - 140) < 1e-9)
    }

    @Test func rotationTurnsAboutTheAnchor() throws {
        let turned = try AnyShape.rectangle.rotation(.degrees(90)).path(in: rect)
        let box = try #require(turned.controlPointBounds)
        #expect(abs(box.minX - 30) < 1e-9 && abs(box.minY + 30) < 1e-9 && abs(box.width - 40) < 1e-9)
    }

    @Test func scaleAndOffsetCompose() throws {
        let shape = AnyShape.rectangle.scale(x: 0.5, y: 1, anchor: .topLeading).offset(x: 10, y: 5)
        #expect(try shape.path(in: rect).controlPointBounds == Rect(x: 10, y: 5, width: 50, height: 40))
    }
}
