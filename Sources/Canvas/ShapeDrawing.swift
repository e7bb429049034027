import Geometry

/// How a shape view paints its shape: SwiftUI's `fill`, `stroke` and `strokeBorder`.
///
/// A nil style means the environment's foreground style, as a bare `Circle()` or
/// `.stroke(lineWidth: 3)` in SwiftUI.
public enum ShapeDrawing {
    /// `.fill(style, style: FillStyle(eoFill:))`.
    case fill(ShapeStyle?, FillRule)
    /// `.stroke(style, style: StrokeStyle(…))`: the pen is centred on the outline.
    case stroke(ShapeStyle?, StrokeStyle)
    /// `.strokeBorder(style, style: StrokeStyle(…))`: the shape is inset by half the line width
    /// first, so the stroke stays inside the frame.
    case strokeBorder(ShapeStyle?, StrokeStyle)

    /// The default: filled with the foreground style under the nonzero rule.
    public static var defaultFill: ShapeDrawing { .fill(nil, .nonZero) }
}
