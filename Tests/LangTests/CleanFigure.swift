import Canvas
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
