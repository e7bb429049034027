import Canvas
import Geometry
import Testing
@testable import Render

/// The cell buffers the rasterizer keeps between renders must come back all zero, or the next
/// render would start from stale coverage.
struct ScratchCellsTests {
    @Test func buffersComeBackZeroedAndRendersDoNotLeakIntoEachOther() throws {
        let renderer = Renderer()
        let catalogue = FigureCatalogue.all.prefix(30).map(\.figure)
        let first = try catalogue.map { try renderer.pixmap($0) }
        // Again, in reverse order: every figure now starts from buffers another one used.
        let again = try catalogue.reversed().map { try renderer.pixmap($0) }
        #expect(first == Array(again.reversed()))
        let cells = ScratchCells.take()
        #expect(cells.allSatisfy { $0 == 0 })
        ScratchCells.giveBack(cells)
    }
}
