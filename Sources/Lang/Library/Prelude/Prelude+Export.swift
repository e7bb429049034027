extension Prelude {
    /// Figures as files and formats: `save(_:to:scale:)` writes a view as a cell would show it,
    /// and `Canvas.formats` lists the formats each figure is sent in (as matplotlib's
    /// `InlineBackend.figure_formats`); the kernel sets its first value from `SHAPEBOOK_FORMATS`.
    static let export = #"""
    /// A format a figure is shown or saved in; it reads as the member it is (`[.svg, .png]`).
    enum FigureFormat: CustomDebugStringConvertible {
        /// A PNG at the figure's scale.
        case png
        /// A readable SVG in points.
        case svg
        /// A one-page vector PDF in points.
        case pdf

        /// `.png`, `.svg` or `.pdf`.
        var debugDescription: String {
            switch self {
            case .png: return ".png"
            case .svg: return ".svg"
            case .pdf: return ".pdf"
            }
        }
    }

    extension Canvas {
        /// The formats each figure is sent in (SVG and PNG unless set).
        static var formats: [FigureFormat] = [.svg, .png]
    }

    /// Saves a view (a shape, a path, any view) as the figure a cell shows for it: a PNG, SVG or
    /// PDF file chosen by the extension, relative to the working directory; a PNG has `scale`
    /// pixels per point (`Canvas.scale` unless given).
    @_native("save") func save(_ view: any View, to path: String, scale: Double? = nil)
    """#
}
