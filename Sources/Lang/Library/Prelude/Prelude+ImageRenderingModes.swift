extension Prelude {
    /// `Image.renderingMode(_:)`: whether a symbol or asset is drawn in its own colours
    /// (`.original`) or as a template in the foreground colour.
    static let imageRenderingModes = #"""
    extension Image {
        /// How an image's colours are used: as drawn (`.original`) or as a mask in the foreground colour (`.template`).
        enum TemplateRenderingMode { case template, original }
        /// The image drawn in `renderingMode` (nil: the image's own). A PNG is drawn in its own
        /// colours either way and an SF Symbol's placeholder is the same grey.
        func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    }
    """#
}
