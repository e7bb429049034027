// MARK: - `Font.width(_:)` and `.fontWidth(_:)`

extension Font {
    /// How wide a font's letters are (iOS 16's `Font.Width`). San Francisco has compressed,
    /// condensed and expanded faces; DejaVu has none, so the standard face is drawn stretched
    /// across by `horizontalScale`, its advances and kerning with it (FontLibrary), which makes a
    /// text about as much narrower or wider as SF's faces make it.
    public enum Width: Hashable, Sendable, CaseIterable {
        case compressed, condensed, standard, expanded

        /// The factor the standard face is stretched across by: 62.5 %, 75 %, 100 %, 125 %.
        public var horizontalScale: Double {
            switch self {
            case .compressed: 0.625
            case .condensed: 0.75
            case .standard: 1
            case .expanded: 1.25
            }
        }
    }

    /// The same font drawn at `width`, as `Font.width(_:)`.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}
