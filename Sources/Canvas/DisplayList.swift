import Geometry

/// One thing to draw, in absolute point coordinates (y down, origin at the figure's top left).
///
/// The display list is the seam between Canvas (views and layout) and Render (pixels and SVG):
/// it says what to draw and nothing about how. Strokes stay strokes here so that SVG output can
/// write them as strokes; the rasterizer turns them into outlines with Geometry's stroker.
public enum DisplayItem: Hashable, Sendable {
    /// Fills `path` with `paint` under `rule`.
    case fill(path: Path, paint: Paint, rule: FillRule)
    /// Strokes `path` with `paint` in `style`.
    case stroke(path: Path, paint: Paint, style: StrokeStyle)
    /// Items up to the matching `endClip` are clipped to the inside of `path` under `rule`.
    case beginClip(path: Path, rule: FillRule)
    case endClip
    /// Items up to the matching `endGroup` are composited together, then drawn at `opacity`.
    case beginGroup(opacity: Double)
    /// Items up to the matching `endGroup` are drawn into a layer that is filtered, masked, made
    /// translucent and blended onto what is below, as `Layer` describes. Groups and layers are
    /// one kind of scope: an `endGroup` closes the innermost of either.
    case beginLayer(Layer)
    case endGroup
    /// Draws `pixels` stretched to fill `rect` (bilinear sampling, source-over).
    case image(ImagePixels, rect: Rect)
}

/// A figure's drawing: its size in points and the items to draw, back to front.
public struct DisplayList: Hashable, Sendable {
    /// The figure's size in points; pixels are this times the render scale.
    public var size: Size
    /// The colour behind everything; clear unless the cell set `Canvas.background`.
    public var background: RGBA
    public var items: [DisplayItem]

    public init(size: Size, background: RGBA = .clear, items: [DisplayItem] = []) {
        self.size = size
        self.background = background
        self.items = items
    }
}

/// A figure ready to render: its display list, the pixel density, a short description for
/// `text/plain` (such as `Star(points: 5) 150×150`) and the formats to display it in.
public struct Figure: Hashable, Sendable {
    public var displayList: DisplayList
    /// Device pixels per point in the PNG (`Canvas.scale`, 2 by default).
    public var scale: Double
    public var description: String
    /// The formats a front end is sent (`Canvas.formats`); saving to a file picks its own.
    public var formats: [FigureFormat]

    public init(displayList: DisplayList, scale: Double = 2, description: String,
                formats: [FigureFormat] = FigureFormat.defaults) {
        self.displayList = displayList
        self.scale = scale
        self.description = description
        self.formats = formats
    }
}
