import Canvas
import Geometry
import Testing
@testable import Lang

/// The display list of `cell`'s figure in a fresh session; the cell must run clean (no
/// diagnostic, no runtime error), else the calling test fails with what went wrong.
func cleanDisplayList(_ cell: String) throws -> DisplayList? {
    let session = Lang.Session()
    let result = session.run(cell)
    #expect(result.diagnostics.isEmpty && result.runtimeError == nil,
            "\(cell): \(result.diagnostics) \(String(describing: result.runtimeError))")
    return try session.cellFigure()?.displayList
}

/// The bounds of every filled path of `source`'s figure, in drawing order; the source must run
/// clean (`SurfaceCompletionTests.drawn`).
func filledRects(drawnBy source: String) throws -> [Rect] {
    SurfaceCompletionTests.filledRects(try SurfaceCompletionTests.drawn(source))
}
