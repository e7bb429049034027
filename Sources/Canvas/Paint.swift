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
}
