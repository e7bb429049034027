import Canvas
import Testing
@testable import Language

extension Runner {
    /// The display items of the figure a cell shows, recording the cell's error when it shows none.
    func items(_ source: String) throws -> [DisplayItem] {
        let figure = try #require(self.figure(source), "\(text(source))")
        return figure.displayList.items
    }
}
