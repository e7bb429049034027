import Geometry

/// Lays out a view tree and draws it into a figure: the root of Canvas.
///
/// The root is offered `proposedSize` (the cell's `Canvas.size`; nil asks for the view's ideal
/// size) and chooses its size, as in SwiftUI's propose-then-place layout:
/// 1. If the chosen size fits in the offer, that is the figure's size: a bare shape takes the whole
///    canvas, a framed view its frame.
/// 2. If the content overflows the offer on an axis (a grid of 150-point frames on a 200-point
///    canvas), the canvas is too small to be a sensible offer there, and the root is offered its
///    ideal length on that axis instead; so text is not wrapped to the canvas width and the figure
///    is as large as the content needs.
/// 3. If the root then chooses a size other than its offer, it is offered that size once more, so
///    that flexible views (a `Color` behind a `ZStack`, a `Spacer`) fill what the content needs;
///    this is what a SwiftUI preview with `.previewLayout(.sizeThatFits)` shows. A root that
///    would shrink when offered its own size keeps the size it chose.
/// 4. If a text in it is cut to the size it was given (a word broken between characters, lines
///    past what fits dropped), the root is offered its ideal length on that axis and drawn
///    again: the root is never cut.
/// 5. If a scroll view in it hides content along its scrolling axis, the root is offered up to a
///    phone screen's length there (`ScrollOverflow`), as a preview on a device shows more of it.
/// Several views at the root (a `Group`, a body or a `TimelineView` that makes more than one view)
/// stand one under the other, as in a `VStack`, as a preview stacks them (`rootStack`).
/// The figure has the root's final size (at least 1×1 point), with the root at the origin, then
/// grows to cover everything drawn (`grownToShowInk`): SwiftUI shapes do not clip, and neither
/// does the figure, unless the code clips.
///
/// - Parameters:
///   - view: the cell's value.
///   - proposedSize: what the root is offered; a bare shape takes all of it.
///   - scale: device pixels per point for the PNG (`Canvas.scale`).
///   - background: the colour behind everything (`Canvas.background`).
///   - foreground: the style of unstyled shapes and text (`Canvas.foreground`).
///   - description: the figure's `text/plain` description.
///   - readerContents: for a live figure, where its `GeometryReader`s keep the contents whose
///     controls they leave out (nil: the controls are drawn).
/// - Throws: `CanvasError` for an infinite size, a malformed length, a missing font or a view
///   nested deeper than `View.maximumNestingDepth`; any error thrown by a shape's path function
///   (script code); `CanvasError` with `limit` set when the thread's `ResourceContext` was
///   interrupted (asked at every node and every item drawn).
public func layoutFigure(_ view: View, proposedSize: Size?, scale: Double = 2, background: RGBA = .clear,
                         foreground: RGBA = .primary, description: String, readerContents: ReaderContents? = nil) throws -> Figure {
    try view.checkNestingDepth()
    if let proposedSize {
        try LayoutTreeBuilder.check(proposedSize.width, "Canvas.size width")
        try LayoutTreeBuilder.check(proposedSize.height, "Canvas.size height")
    }
    let environment = LayoutTreeBuilder.Environment(foreground: .color(foreground), font: .body)
    let builder = LayoutTreeBuilder(readerContents: readerContents)
    let root = try builder.node(for: builder.rootStack(view), environment: environment)
    var proposal = proposedSize.map(ProposedSize.init) ?? .unspecified
    var size = try root.sizeThatFits(proposal)
    if let offer = proposedSize, size.width > offer.width || size.height > offer.height {
        let ideal = try root.sizeThatFits(.unspecified)
        proposal = ProposedSize(width: size.width > offer.width ? ideal.width : offer.width,
                                height: size.height > offer.height ? ideal.height : offer.height)
        size = try root.sizeThatFits(proposal)
    }
    if ProposedSize(size) != proposal {
        let again = try root.sizeThatFits(ProposedSize(size))
        // A stack offered its own height again may share it out otherwise and shrink (a padded
        // bar and a bar of `maxHeight: 10` take 60 points of 200, then 50 of 60, the padded bar
        // left none); it keeps what it chose, and draws its children at those sizes (StackNode).
        if again.width >= size.width, again.height >= size.height { size = again }
    }
    guard size.width.isFinite, size.height.isFinite else {
        throw CanvasError("the view wants an infinite size (\(size.width)×\(size.height)); give it a .frame(width:height:)")
    }
    var context = DrawingContext()
    /// Draws the root again at the new `size`, from an empty list and without the reader contents
    /// the earlier drawing made; what a scroll view in it hid.
    func drawAgain() throws -> Size {
        context = DrawingContext()
        readerContents?.removeAll()
        return try ScrollOverflow.measuring { try root.draw(in: Rect(origin: .zero, size: size), context: &context) }
    }
    let (firstHidden, cut) = try TextCuts.measuring {
        try ScrollOverflow.measuring { try root.draw(in: Rect(origin: .zero, size: size), context: &context) }
    }
    var hidden = firstHidden
    if proposedSize != nil, cut.width || cut.height {
        // A text cut to the canvas (a word broken, lines dropped): the root is never cut, so it
        // gets its ideal length on that axis.
        let ideal = try root.sizeThatFits(ProposedSize(width: cut.width ? nil : size.width, height: cut.height ? nil : size.height))
        let whole = Size(width: max(ideal.width, size.width), height: max(ideal.height, size.height))
        if whole.width.isFinite, whole.height.isFinite, whole != size {
            size = try root.sizeThatFits(ProposedSize(whole))
            hidden = try drawAgain()
        }
    }
    if proposedSize != nil, let grown = ScrollOverflow.grown(size, hidden: hidden) {
        // A scroll view hid content a device preview shows: offer the root that room, once.
        size = try root.sizeThatFits(ProposedSize(grown))
        if ProposedSize(size) != ProposedSize(grown) { size = try root.sizeThatFits(ProposedSize(size)) }
        _ = try drawAgain()
    }
    let list = try grownToShowInk(DisplayList(size: Size(width: max(size.width, 1), height: max(size.height, 1)),
                                              background: background, items: context.items))
    return Figure(displayList: list, scale: scale, description: description)
}

/// The list with its figure grown to cover everything its items paint, as a preview with
/// `.previewLayout(.sizeThatFits)` shows a view whole: a stroke centred on the frame's edge, a
/// shadow or blur, a path drawn outside its rect. Nothing is clipped unless the items clip.
///
/// Where ink lies left of or above the figure, everything moves right or down by that much,
/// rounded up to whole points (so the layout keeps its place on the pixel grid at whole-number
/// scales); the far sides grow to the ink's edge.
func grownToShowInk(_ list: DisplayList) throws -> DisplayList {
    let known = Rect(origin: .zero, size: list.size)
    guard let ink = list.items.inkBounds(outside: known), ink.minX.isFinite, ink.minY.isFinite,
          ink.maxX.isFinite, ink.maxY.isFinite else { return list }
    // Less than a ten-thousandth of a point is rounding, not ink: a stroke's outline, offset from
    // Béziers, can reach a few millionths past its half-width (a continuous corner's), which must
    // neither grow the figure nor round its shift up by a whole point.
    let slack = 1e-4
    let shiftX = ink.minX < -slack ? (-ink.minX - slack).rounded(.up) : 0
    let shiftY = ink.minY < -slack ? (-ink.minY - slack).rounded(.up) : 0
    let width = max(list.size.width, ink.maxX > list.size.width + slack ? inkEdge(ink.maxX, slack) : 0) + shiftX
    let height = max(list.size.height, ink.maxY > list.size.height + slack ? inkEdge(ink.maxY, slack) : 0) + shiftY
    guard shiftX != 0 || shiftY != 0 else {
        return DisplayList(size: Size(width: width, height: height), background: list.background, items: list.items)
    }
    var moved = DrawingContext(transform: Transform(translationX: shiftX, y: shiftY))
    try moved.replay(list.items)
    return DisplayList(size: Size(width: width, height: height), background: list.background, items: moved.items)
}

/// An ink edge with its rounding noise taken off: a value within `slack` of a 64th of a point is
/// that 64th (a stroke 4 wide on a 200-point frame reaches 202, not 202.0000017); any other value
/// is kept as it is.
private func inkEdge(_ edge: Double, _ slack: Double) -> Double {
    let grid = (edge * 64).rounded() / 64
    return abs(edge - grid) < slack ? grid : edge
}
