import Geometry

extension View {
    /// The size the view takes when offered `proposal` in a figure's default environment (the
    /// body font, the primary foreground): what SwiftUI's `GraphicsContext.ResolvedText.measure(in:)`
    /// reports for a text.
    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        try checkNestingDepth()
        let environment = LayoutTreeBuilder.Environment(foreground: .color(.primary), font: .body)
        return try LayoutTreeBuilder().node(for: self, environment: environment).sizeThatFits(proposal)
    }
}
