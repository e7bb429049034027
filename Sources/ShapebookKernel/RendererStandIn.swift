// TEMPORARY: stands in for Render's `Renderer` until `render` is merged; then this file is
// deleted and `extension Renderer: FigureRendering {}` takes its place.
import Canvas
import Foundation

struct Renderer: FigureRendering {
    /// A valid 1×1 transparent PNG, so front ends get a well-formed image.
    func png(_ figure: Figure) throws -> [UInt8] {
        Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==") ?? Data())
    }

    func svg(_ figure: Figure) -> String {
        let size = figure.displayList.size
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.width)\" height=\"\(size.height)\"></svg>"
    }
}
