import Geometry

// MARK: - `.redacted(reason: .placeholder)`
// SwiftUI draws a redacted view as a skeleton of itself: each text's lines become rounded bars of
// their width, and images (a file's or a symbol) become rounded blocks of their frame, while
// shapes, colours and gradients are drawn as they are; layout does not change. A placeholder is
// painted in the view's foreground at its quaternary level (for the default foreground the
// quaternary label colour, (60, 60, 67) at 18%), our reading of the light grey of Xcode's previews:
// Apple publishes no value for it.

extension LayoutTreeBuilder {
    /// `node` (an image's or a symbol's) drawn as a placeholder block when `environment` is
    /// redacted, else as it is.
    func redacting(_ node: LayoutNode, _ environment: Environment) -> LayoutNode {
        environment.isRedacted ? RedactedBlockNode(child: node, foreground: environment.foreground) : node
    }
}

/// The placeholder paint for content in `foreground`: its quaternary level.
func placeholderPaint(for foreground: ShapeStyle, in rect: Rect) -> Paint {
    ShapeStyle.foreground.resolved(in: rect, foreground: foreground.level(3))
}

/// A redacted image: laid out as its child, drawn as a rounded block of the child's frame.
final class RedactedBlockNode: LayoutNode {
    let child: LayoutNode
    let foreground: ShapeStyle

    init(child: LayoutNode, foreground: ShapeStyle) {
        self.child = child
        self.foreground = foreground
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        try child.sizeThatFits(proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try child.explicitAlignment(key, size: size)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = min(rect.width, rect.height) * 0.1
        try context.fill(Path(roundedRect: rect, cornerRadius: radius), paint: placeholderPaint(for: foreground, in: rect), rule: .nonZero)
    }
}

extension TextNode {
    /// The text's placeholder: for each run's characters on each line, a bar as long as they are
    /// and as tall as the run's font size, centred on the line, with corners rounded by a fifth of
    /// its height, in the run's placeholder paint. Spaces that end a line are not covered, as they
    /// are not drawn.
    func drawPlaceholderBars(in rect: Rect, context: inout DrawingContext) throws {
        var top = rect.origin.y
        for line in try lines(width: rect.width + 1e-9, height: rect.height + 1e-9) {
            let metrics = try metrics(of: line)
            let lineWidth = try width(of: line)
            var x = rect.origin.x + max(rect.width - lineWidth, 0) * alignment.horizontal.fraction
            for piece in line {
                let run = runs[piece.run]
                let width = try width(of: piece)
                let height = run.font.size
                let bar = Rect(x: x, y: top + (metrics.lineHeight - height) / 2, width: width, height: height)
                if width > 0, height > 0 {
                    try context.fill(Path(roundedRect: bar, cornerRadius: height / 5), paint: placeholderPaint(for: run.foreground, in: bar),
                                     rule: .nonZero)
                }
                x += width
            }
            top += metrics.lineHeight
        }
    }
}
