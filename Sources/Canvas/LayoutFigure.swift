import Geometry

/// Lays out a view tree and draws it into a figure: the root of Canvas.
///
/// The root is offered `proposedSize` (the cell's `Canvas.size`, or nil for the view's ideal size)
/// and chooses its size, as SwiftUI's propose-then-place layout. If that differs from the proposal,
/// the root is offered its chosen size once more, so that flexible views (a `Color` background in a
/// `ZStack`, a `Spacer`) fill what the content needs instead of the canvas size; this is what a
/// SwiftUI preview with `.previewLayout(.sizeThatFits)` shows. The figure is the root's final size
/// (at least 1×1 point) with the root placed at the origin.
///
/// - Parameters:
///   - view: the cell's value.
///   - proposedSize: what the root is offered; a bare shape takes all of it.
///   - scale: device pixels per point for the PNG (`Canvas.scale`).
///   - background: the colour behind everything (`Canvas.background`).
///   - foreground: the style of unstyled shapes and text (`Canvas.foreground`).
///   - description: the figure's `text/plain` description.
/// - Throws: `CanvasError` for an infinite size, a malformed length or a missing font; any error
///   thrown by a shape's path function (script code).
public func layoutFigure(_ view: View, proposedSize: Size?, scale: Double = 2, background: RGBA = .clear,
                         foreground: RGBA = .black, description: String) throws -> Figure {
    if let proposedSize {
        try LayoutTreeBuilder.check(proposedSize.width, "Canvas.size width")
        try LayoutTreeBuilder.check(proposedSize.height, "Canvas.size height")
    }
    let environment = LayoutTreeBuilder.Environment(foreground: .color(foreground), font: .body)
    let root = try LayoutTreeBuilder().node(for: view, environment: environment)
    let proposal = proposedSize.map(ProposedSize.init) ?? .unspecified
    var size = try root.sizeThatFits(proposal)
    if ProposedSize(size) != proposal { size = try root.sizeThatFits(ProposedSize(size)) }
    guard size.width.isFinite, size.height.isFinite else {
        throw CanvasError("the view wants an infinite size (\(size.width)×\(size.height)); give it a .frame(width:height:)")
    }
    let figureSize = Size(width: max(size.width, 1), height: max(size.height, 1))
    var context = DrawingContext()
    try root.draw(in: Rect(origin: .zero, size: size), context: &context)
    return Figure(displayList: DisplayList(size: figureSize, background: background, items: context.items),
                  scale: scale, description: description)
}
