// MARK: - SwiftUI's Font modifiers beyond size and weight

extension Font {
    /// `Font.system(_ style:design:weight:)`: a text style's size, in a design and weight (nil
    /// keeps the style's own weight: semibold for `.headline`, regular for the others).
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The same font in another design, as `Font.design(_:)` (iOS 16.1's `fontDesign`).
    public func design(_ design: Design) -> Font {
        var font = self
        font.design = design
        return font
    }

    /// The same font in the monospaced design, as `Font.monospaced()`.
    public func monospaced() -> Font { design(.monospaced) }
}
