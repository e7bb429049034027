import Testing
@testable import Lang

/// Issue 15: `Path.addArc(tangent1End:tangent2End:radius:transform:)` as CoreGraphics adds it:
/// the tangent lines run from the current point (mapped back through the transform) to the
/// tangent ends in the transform's space, and the arc is mapped through it; checked in closed
/// form (a quarter circle of radius 5 between (5, 0) and (10, 5) before the transform).
@Suite struct TangentArcTransformTests {
    static let near = """
        func near(_ a: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(a.x - x) < 1e-9 && abs(a.y - y) < 1e-9 }
        func near(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
            abs(r.minX - x) < 1e-9 && abs(r.minY - y) < 1e-9 && abs(r.width - w) < 1e-9 && abs(r.height - h) < 1e-9
        }

        """

    @Test func theArcIsBuiltInTheTransformsSpaceAndMappedThroughIt() {
        let printed = SurfaceCompletionTests.printed(Self.near + """
            // A quarter turn: (x, y) → (−y, x). The arc's centre (5, 5) maps to (−5, 5).
            var turned = Path()
            turned.move(to: .zero)
            turned.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
                          transform: CGAffineTransform(rotationAngle: .pi / 2))
            print(near(turned.currentPoint ?? .zero, -5, 10), near(turned.boundingRect, -5, 0, 5, 10))
            // The arc's middle, 45° round from its start, at the mapped distance 5 from (−5, 5).
            print(turned.contains(CGPoint(x: -5 + 5 * 0.7, y: 5 + 5 * 0.7)), turned.contains(CGPoint(x: -5 + 5 * 0.72, y: 5 + 5 * 0.72)))
            // Twice the size: the current point (0, 0) stays; the radius doubles.
            var doubled = Path()
            doubled.move(to: .zero)
            doubled.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
                           transform: CGAffineTransform(scaleX: 2, y: 2))
            print(near(doubled.currentPoint ?? .zero, 20, 10), near(doubled.boundingRect, 0, 0, 20, 10))
            """)
        #expect(printed == "true true\ntrue false\ntrue true\n")
    }

    @Test func theCurrentPointIsMappedBackAndNotJoinedAgain() {
        let printed = SurfaceCompletionTests.printed(Self.near + """
            // The current point (100, 50) is (0, 0) in the translated space: no line is added before the tangent line.
            var moved = Path()
            moved.move(to: CGPoint(x: 100, y: 50))
            moved.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
                         transform: CGAffineTransform(translationX: 100, y: 50))
            print(near(moved.currentPoint ?? .zero, 110, 55), near(moved.boundingRect, 100, 50, 10, 5))
            var plain = Path()
            plain.move(to: .zero)
            plain.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
            print(moved._elements.count == plain._elements.count)
            // On an empty path: a move to the mapped tangent1End.
            var empty = Path()
            empty.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5,
                         transform: CGAffineTransform(translationX: 1, y: 2))
            print(near(empty.currentPoint ?? .zero, 11, 2))
            """)
        #expect(printed == "true true\ntrue\ntrue\n")
    }
}
