import Geometry

/// `Image(systemName:)`: SF Symbols are Apple's and not available here, so a neutral placeholder:
/// a rounded square in the foreground colour at a quarter opacity, the size of a symbol in the
/// current font (1.2 × the font size on each side, about an SF Symbol's frame at the medium scale,
/// times the `.imageScale(_:)`'s `scale`), or, once `.resizable()`, whatever it is offered, as a
/// resizable symbol fills its frame.
final class SymbolNode: LayoutNode {
    let font: Font
    let foreground: ShapeStyle
    let resizable: Bool
    let scale: Double

    init(font: Font, foreground: ShapeStyle, resizable: Bool = false, scale: Double = 1) {
        self.font = font
        self.foreground = foreground
        self.resizable = resizable
        self.scale = scale
    }

    /// The side of the placeholder for `font` at the medium scale.
    static func side(for font: Font) -> Double { font.size * 1.2 }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let side = Self.side(for: font) * scale
        guard resizable else { return Size(width: side, height: side) }
        return Size(width: proposal.width ?? side, height: proposal.height ?? side)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        try Self.drawPlaceholder(in: rect, foreground: foreground, context: &context)
    }

    /// The placeholder filling `rect`, in `foreground` at a quarter opacity (also a symbol inside
    /// text, `InlineImage`).
    static func drawPlaceholder(in rect: Rect, foreground: ShapeStyle, context: inout DrawingContext) throws {
        let inset = rect.insetBy(dx: rect.width * 0.08, dy: rect.height * 0.08)
        let path = Path(roundedRect: inset, cornerRadius: min(inset.width, inset.height) * 0.25)
        try context.fill(path, paint: ShapeStyle.foreground.opacity(0.25).resolved(in: rect, foreground: foreground), rule: .nonZero)
    }
}
