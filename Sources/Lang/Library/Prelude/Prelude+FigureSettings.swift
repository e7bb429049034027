extension Prelude {
    /// The figure's settings, as static properties of `Canvas` (the name reads as the settings
    /// and calls as the view); `Session+FigureSettings` reads them when a cell's figure is drawn.
    static let figureSettings = #"""
    extension Canvas {
        /// The size a cell's figure offers its view, in points (200×200 unless set).
        static var size: CGSize = CGSize(width: 200, height: 200)
        /// Pixels per point of a figure's image (2 unless set; 0 < scale ≤ 16).
        static var scale: Double = 2
        /// The colour behind a figure (clear unless set).
        static var background: Color = Color(_name: "clear")
        /// The colour of unstyled shapes and text (`.primary` unless set).
        static var foreground: Color = Color(_name: "primary")
    }
    """#
}
