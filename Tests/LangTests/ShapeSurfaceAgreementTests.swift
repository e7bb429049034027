import Testing
@testable import Lang

/// iOS 17's shape surface through Lang against the old language: implicit-member shapes in set
/// operations, shape modifiers, `fill` then `stroke` chaining, `AnyShape`,
/// `ContainerRelativeShape` and `Path.addLines/addRects/addEllipses`.
@Suite struct ShapeSurfaceAgreementTests {
    static let cells: [String] = [
        """
        Circle().union(.rect.offset(x: 40)).fill(.gray).frame(width: 120, height: 80)
        """,
        """
        Rectangle().subtracting(.circle).fill(.blue).frame(width: 80, height: 80)
        """,
        """
        Circle().intersection(.rect(cornerRadius: 10).offset(x: 20)).fill(.red).frame(width: 80, height: 80)
        """,
        """
        Capsule().symmetricDifference(.ellipse.scale(0.5)).fill(.green).frame(width: 100, height: 50)
        """,
        """
        Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 60, height: 60)
        """,
        """
        Circle().stroke(.blue, lineWidth: 4).fill(.red).frame(width: 60, height: 60)
        """,
        """
        AnyShape(Circle()).fill(.orange).frame(width: 50, height: 50)
        """,
        """
        ContainerRelativeShape().inset(by: 5).fill(.purple).frame(width: 60, height: 40)
        """,
        """
        Circle().size(width: 30, height: 30).fill(.pink).frame(width: 80, height: 80)
        """,
        """
        Rectangle().rotation(.degrees(30), anchor: .topLeading).stroke(.black).frame(width: 50, height: 30)
        """,
        """
        Ellipse().transform(CGAffineTransform(translationX: 10, y: 5)).fill(.mint).frame(width: 50, height: 30)
        """,
        """
        Path { p in
            p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 20, y: 60)])
            p.addRects([CGRect(x: 60, y: 0, width: 20, height: 20), CGRect(x: 60, y: 30, width: 10, height: 30)])
            p.addEllipses([CGRect(x: 0, y: 70, width: 30, height: 20)])
        }.stroke(.black, lineWidth: 2)
        """,
        """
        Circle().trim(from: 0.1, to: 0.6).stroke(.teal, style: StrokeStyle(lineWidth: 6, lineCap: .round, miterLimit: .infinity)).frame(width: 70, height: 70)
        """,
        """
        Rectangle().lineIntersection(Circle()).stroke(.red, lineWidth: 2).frame(width: 80, height: 60)
        """,
        """
        Circle().scale(x: 0.5, y: 1, anchor: .leading).fill(.yellow).frame(width: 80, height: 60)
        """,
    ]

    @Test func shapeCellsAgreeWithTheOldLanguage() {
        for (cell, outcome) in zip(Self.cells, SurfaceAgreementTests.compare(Self.cells)) where outcome != .agrees {
            Issue.record("\(outcome)\n\(cell)")
        }
    }

    /// Cells Swift rejects, with a word of Swift's message.
    static let illTyped: [(cell: String, message: String)] = [
        ("Circle().union(.square).fill(.red)", "square"),
        ("AnyShape(3)", "Shape"),
        ("Circle().size(width: 10)", "missing argument for parameter 'height' in call"),
        ("Text(\"a\").union(.circle)", "union"),
    ]

    @Test func illTypedCellsAreRejected() { SurfaceAgreementTests.expectRejected(Self.illTyped) }
}
