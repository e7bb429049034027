extension Prelude {
    /// The figure's settings, as static properties of `Canvas` (the name reads as the settings
    /// and calls as the view); `Session+FigureSettings` reads them when a cell's figure is drawn.
    static let figureSettings = #"""
    extension Canvas {
        /// The size a cell's figure offers its view, in points (200×200 unless set; positive).
        static var size: CGSize {
            get { _size }
            set {
                precondition(newValue.width > 0 && newValue.height > 0 && newValue.width.isFinite && newValue.height.isFinite,
                             "Canvas.size must be positive, got \(newValue.width)×\(newValue.height)")
                _size = newValue
            }
        }
        /// Pixels per point of a figure's image (2 unless set; 0 < scale ≤ 16: an image's pixels
        /// grow with its square).
        static var scale: Double {
            get { _scale }
            set {
                precondition(newValue > 0 && newValue <= 16, "Canvas.scale must be in 0 < scale ≤ 16, got \(newValue)")
                _scale = newValue
            }
        }
        // Stored apart so that setting a bad value stops the assignment before it is stored.
        static var _size: CGSize = CGSize(width: 200, height: 200)
        static var _scale: Double = 2
        /// The colour behind a figure (clear unless set).
        static var background: Color = Color(_name: "clear")
        /// The colour of unstyled shapes and text (`.primary` unless set).
        static var foreground: Color = Color(_name: "primary")
    }
    """#
}
