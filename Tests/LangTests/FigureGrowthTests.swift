import Canvas
import Geometry
import Testing
@testable import Lang

/// Lang's figures follow docs/canvas.md's root rules as the old language's do: the root view is
/// offered `Canvas.size` as a preview offers its device, and the figure grows to cover all that
/// was drawn unless the code clips (issue 15, "Figures show what was drawn").
@Suite struct FigureGrowthTests {
    /// Each cell and its figure's size in points, from the rules in docs/canvas.md §2.
    static let cases: [(cell: String, width: Double, height: Double)] = [
        // A 3-point pen centred on a 50×40 frame's edge: the far sides grow by 1.5, and ink above
        // and left of the origin moves everything by 1.5 rounded up to whole points.
        ("Rectangle().stroke(lineWidth: 3).frame(width: 50, height: 40)", 53.5, 43.5),
        // An offset view is not clipped by its frame; ink left of the origin widens the figure.
        ("Circle().offset(x: 150).frame(width: 100, height: 100)", 250, 100),
        ("Circle().offset(x: -30).frame(width: 50, height: 50)", 80, 50),
        // Unless the code clips.
        ("Circle().offset(x: 150).frame(width: 100, height: 100).clipped()", 100, 100),
        ("Circle().offset(x: 150).frame(width: 100, height: 100).clipShape(Rectangle())", 100, 100),
        // Flexible shapes in a stack fill the 200×200 proposal; fixedSize gives the ideal size
        // (10-point shapes, 8 points apart).
        ("HStack { Circle(); Rectangle() }", 200, 200),
        ("HStack { Circle(); Rectangle() }.fixedSize()", 28, 10),
        ("Canvas.size = CGSize(width: 120, height: 60)\nHStack { Circle(); Rectangle() }", 120, 60),
    ]

    @Test func figuresGrowToShowWhatWasDrawn() throws {
        // One session (the last case sets Canvas.size for itself): each cell's figure is its own.
        let session = Lang.Session()
        for (cell, width, height) in Self.cases {
            let result = session.run(cell)
            #expect(result.diagnostics.isEmpty && result.runtimeError == nil, "\(cell)")
            let size = try session.cellFigure()?.displayList.size
            #expect(size == Size(width: width, height: height), "\(cell): \(String(describing: size))")
        }
    }
}
