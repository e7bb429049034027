import Geometry

/// One colour stop of a gradient; `location` runs 0…1 along the gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// What fills or strokes a path, in the display list's absolute point coordinates.
public enum Paint: Hashable, Sendable {
    case solid(RGBA)
    /// Colours vary along the line from `start` to `end`.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Colours vary with the distance from `center`, from `startRadius` to `endRadius`.
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Colours vary with the angle around `center`, from `startAngle` to `endAngle` (clockwise on screen).
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Angle, endAngle: Angle)
    /// `pixels` stretched over `tile` and repeated across the plane in both directions (SwiftUI's
    /// `ImagePaint`), sampled bilinearly inside each tile (edges clamped), at `opacity`.
    case image(ImagePixels, tile: Rect, opacity: Double)
    /// `paint` seen through `transform`: its geometry (gradient centre and radii, angles, image
    /// tiles) lies in a space that `transform` maps into the figure, as SVG's `gradientTransform`.
    /// This is how a radial or angular gradient or an image is drawn under a non-uniform
    /// `scaleEffect` (an ellipse of colour), or an image under a rotation.
    indirect case transformed(Paint, Transform)
}
