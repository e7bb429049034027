extension Prelude {
    /// `Image`: a PNG next to the notebook or at a URL, or an SF Symbol's placeholder
    /// (`TimelineView` is in Prelude+Timeline).
    static let images = #"""
    /// A raster image at its pixel size (one pixel per point), or stretched once `resizable`.
    struct Image: View {
        /// The PNG file's path; empty for a symbol.
        var _file: String
        /// The SF Symbol's name; empty for a file.
        var _symbol: String
        var _resizable: Bool
        /// Whether `_file` is an http(s) URL rather than a path.
        var _isURL: Bool
        /// The asset `name`: `name.png` next to the notebook. Without one it draws nothing (zero
        /// size) and stderr names the files looked for, once per name, as SwiftUI logs a missing asset.
        @_native("Image.named") init(_ name: String)
        /// A PNG file, relative to the notebook's directory (Shapebook's own).
        @_native("Image.path") init(path: String)
        /// A PNG at an http(s) URL, fetched once and kept in memory and in the disk cache.
        @_native("Image.url") init(url: String)
        /// An SF Symbol: drawn as a neutral placeholder of the symbol's size, since SF Symbols are
        /// not available here (said once per session).
        @_native("Image.systemName") init(systemName: String)
        /// The image stretched to the size it is offered.
        func resizable() -> Image {
            var image = self
            image._resizable = true
            return image
        }
        /// How large symbols are drawn beside text of the same font (`.imageScale(_:)`).
        enum Scale { case small, medium, large }
    }

    extension View {
        /// The scale the symbols inside are drawn at: `.small` and `.large` are about 0.8 and 1.3
        /// times the `.medium` symbol of the same font, as SF Symbols' scales are.
        func imageScale(_ scale: Image.Scale) -> some View { _Styled(content: self, style: scale, _kind: "ImageScale") }
    }

    """#
}
