import Canvas
import Geometry

extension Lang.Session {
    /// `Canvas.size`, `.scale`, `.background` and `.foreground` as a cell last set them.
    struct FigureSettings {
        var size = Size(width: 200, height: 200)
        var scale = 2.0
        var background = RGBA.clear
        var foreground = RGBA.primary
    }

    /// The figure settings the program holds in `Canvas`'s static properties, checked as the old
    /// language checks them when they are set.
    ///
    /// - Throws: `RuntimeError` for a size that is not positive and finite, or a scale outside
    ///   0 < scale ≤ 16 (an image's pixels grow with its square).
    func figureSettings(_ bridge: ViewBridge) throws -> FigureSettings {
        try bridge.figureSettings()
    }
}
