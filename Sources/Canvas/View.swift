import Geometry

/// A view tree: what a cell's SwiftUI-style view code evaluates to, before layout.
///
/// The interpreter builds it from builtins (`VStack { … }`, `Circle().fill(.red)`, `.frame(…)`),
/// and from the `body` of views written in script code. `layoutFigure` lays it out with SwiftUI's
/// propose-then-place model and turns it into a display list. The convenience methods in
/// `View+Modifiers.swift` read like SwiftUI (`view.frame(width: 150, height: 150)`).
public indirect enum View {
    /// Nothing: `EmptyView()`, or an `if` without `else` whose condition failed. Takes no space and
    /// no stack spacing.
    case empty
    /// A shape painted one way: `Circle()`, `Star().fill(.blue)`, `Rectangle().stroke(.gray)`.
    case shape(AnyShape, ShapeDrawing)
    /// A colour or gradient as a view: fills whatever size it is proposed (`Color.red`).
    case color(ShapeStyle)
    /// A line (or lines, wrapped at spaces) of text in the environment's font and foreground style.
    case text(String)
    /// A raster image, at its pixel size (one pixel per point) unless `resizable`, then flexible.
    case image(ImagePixels, resizable: Bool)
    /// `Canvas { context, size in … }`: flexible; the renderer draws once the size is known.
    case canvas(CanvasRenderer)
    /// `VStack(alignment:spacing:)`; nil spacing is SwiftUI's default of 8 points between views.
    case vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, children: [View])
    /// `HStack(alignment:spacing:)`; nil spacing is SwiftUI's default of 8 points between views.
    case hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, children: [View])
    /// `ZStack(alignment:)`: children drawn back to front, each aligned in the stack's frame.
    case zStack(alignment: Alignment = .center, children: [View])
    /// `Spacer(minLength:)`: flexible along its stack's axis (both axes outside a stack); nil
    /// minLength is the system spacing, 8 points.
    case spacer(minLength: Double? = nil)
    /// `Group { … }` and an evaluated `ForEach`: its children join the enclosing stack, and a
    /// modifier on the group applies to each child. Outside a stack it lays out as a ZStack.
    case group([View])
    /// A view with a modifier applied: `view.padding()`, `view.frame(width: 100)` …
    case modified(View, ViewModifier)
    /// GeometryReader, styled text, controls, containers, grids … (Surface/SurfaceView.swift).
    case surface(SurfaceView)
}

/// A modifier applied to a view: SwiftUI's view modifiers that matter on a canvas.
public enum ViewModifier {
    /// `.frame(width:height:alignment:)`: a fixed size on the axes given; the child is proposed
    /// that size and aligned inside.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
                       minHeight: Double?, idealHeight: Double?, maxHeight: Double?,
                       alignment: Alignment)
    /// `.padding(_:)`: space added around the view.
    case padding(EdgeInsets)
    /// `.background(_:alignment:)`: `view` is proposed this view's size and drawn behind it.
    case background(View, alignment: Alignment)
    /// `.overlay(_:alignment:)`: `view` is proposed this view's size and drawn in front of it.
    case overlay(View, alignment: Alignment)
    /// `.foregroundColor(_:)` / `.foregroundStyle(_:)`: the style for unstyled shapes and text.
    case foregroundStyle(ShapeStyle)
    /// `.opacity(_:)`: the view is composited as a group at this opacity.
    case opacity(Double)
    /// `.offset(x:y:)`: drawn moved; layout is unchanged.
    case offset(x: Double, y: Double)
    /// `.rotationEffect(_:anchor:)`: drawn rotated about `anchor`; layout is unchanged.
    case rotationEffect(Angle, anchor: UnitPoint)
    /// `.scaleEffect(x:y:anchor:)`: drawn scaled about `anchor`; layout is unchanged.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// `.border(_:width:)`: a rectangle stroked inside the view's frame, drawn in front.
    case border(ShapeStyle, width: Double)
    /// `.clipShape(_:style:)`: drawing is clipped to the shape placed in the view's frame.
    case clipShape(AnyShape, FillRule)
    /// `.font(_:)`: the font for text inside.
    case font(Font)
    /// `.fixedSize(horizontal:vertical:)`: the view is proposed nil (its ideal size) on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: the order in which the enclosing stack offers the view space
    /// (higher first; 0 by default, a spacer's is lowest).
    case layoutPriority(Double)
    /// `.fontWeight(_:)`, and `.bold()` as `.fontWeight(.bold)`: the weight of text inside, even
    /// where an inner `.font` sets another font (as `Text("…").font(.title).bold()`).
    case fontWeight(Font.Weight)
    /// `.italic()`: text inside is slanted, whatever its font.
    case italic
    /// `.aspectRatio(_:contentMode:)`: the child is offered a size of this width/height ratio (nil:
    /// the ratio of its ideal size) that fits in (`.fit`) or covers (`.fill`) the proposal.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// `.position(x:y:)`: the view takes the whole proposal and centres the child at (x, y).
    case position(x: Double, y: Double)
    /// `.multilineTextAlignment(_:)`: how the lines of wrapped text inside line up (leading by default).
    case multilineTextAlignment(TextAlignment)
    /// A drawing effect: shadow, blur, blend mode, compositing group, colour effect (Effects/).
    case effect(VisualEffect)
    /// `.mask(alignment:_:)`: `view`, offered this view's size and aligned, masks it by its alpha.
    case mask(View, alignment: Alignment)
    /// Coordinate spaces, navigation titles, tab items, text attributes (Surface/SurfaceView.swift).
    case surface(SurfaceModifier)
}
