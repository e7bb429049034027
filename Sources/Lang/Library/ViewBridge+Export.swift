import Canvas
import Geometry

extension ViewBridge {
    /// `value` as a cell's figure shows it, for `save`: a bare path framed where its coordinates
    /// put it, another view with no proposal of its own (it is offered `Canvas.size`); nil for a
    /// value that draws nothing.
    func figureView(_ value: Value) throws -> (view: Canvas.View, proposal: Size?)? {
        if let bounds = try absolutePathBounds(value), let view = try viewIfDrawable(value) {
            return ViewBridge.framed(view, bounds)
        }
        return try viewIfDrawable(value).map { ($0, nil) }
    }
}
