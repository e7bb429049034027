extension Prelude {
    /// `Canvas.formats`: the formats each figure is sent in, as matplotlib's
    /// `InlineBackend.figure_formats`; `Session+FigureFormats` reads and sets it.
    static let figureFormats = #"""
    /// A format a figure is sent to the notebook in.
    enum FigureFormat {
        /// A PNG image at `Canvas.scale` pixels per point.
        case png
        /// An SVG image, which stays sharp at any zoom.
        case svg
        /// A PDF page, for LaTeX export.
        case pdf
    }
    extension Canvas {
        /// The formats each figure is sent in, in order (`[.svg, .png]` unless set, or the
        /// kernel's `SHAPEBOOK_FORMATS`); an empty list sends the defaults.
        static var formats: [FigureFormat] = [.svg, .png]
    }
    """#
}
