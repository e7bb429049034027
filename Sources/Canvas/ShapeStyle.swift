import Geometry

/// What a shape or text is painted with, before layout: SwiftUI's `ShapeStyle` values (a colour, a
/// gradient placed in unit coordinates of the shape's frame, or the environment's foreground style).
///
/// Layout resolves a style against the frame of the view it paints into an absolute `Paint`.
public indirect enum ShapeStyle: Hashable, Sendable {
    /// A flat colour: `Color.red`, `Color(red:green:blue:)` …
    case color(RGBA)
    /// `LinearGradient(gradient:startPoint:endPoint:)`; the points are unit points of the frame.
    case linearGradient(Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// `RadialGradient(gradient:center:startRadius:endRadius:)`; the radii are in points.
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `AngularGradient(gradient:center:startAngle:endAngle:)`; angles clockwise from 3 o'clock.
    case angularGradient(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// The environment's foreground style (`.foregroundStyle`, else `Canvas.foreground`), as
    /// SwiftUI's `.foreground` / `.primary` shape style.
    case foreground
    /// Another style with its opacity multiplied, as `style.opacity(0.5)`.
    case opacity(ShapeStyle, Double)
    /// `ImagePaint(image:sourceRect:scale:)`: the part `sourceRect` (unit coordinates of the
    /// image) repeated as tiles of its pixel size × `scale` points, the first tile at the top left
    /// of the frame. `.fill(image)` is the whole image at scale 1.
    case image(ImagePixels, sourceRect: Rect, scale: Double)
    /// `EllipticalGradient(gradient:center:startRadiusFraction:endRadiusFraction:)`: a radial
    /// gradient in the unit square (radii as fractions of it; 0.5 reaches the edges), stretched to
    /// fill the frame, so its rings are ellipses in a frame that is not square.
    case ellipticalGradient(Gradient, center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// `style.shadow(.drop(…))` / `.shadow(.inner(…))`: the style, and shapes and text painted
    /// with it cast the shadow (ShapeStyle+Shadow.swift).
    case shadowed(ShapeStyle, ShadowStyle)
    /// `.foregroundStyle(primary, secondary, tertiary)`: the levels of a hierarchical style; it
    /// paints as its first.
    case palette([ShapeStyle])
    /// `.secondary`, `.tertiary`, `.quaternary`, `.quinary` as shape styles (levels 1…4): that
    /// level of the current foreground style (ShapeStyle+Hierarchy.swift).
    case hierarchical(Int)
    /// `MeshGradient(width:height:points:colors:)`: the mesh's colours stretched over the frame.
    case mesh(MeshGradient)
    /// A material (`.ultraThinMaterial` … `.ultraThickMaterial`): a filled shape shows what lies
    /// behind it, on the preview's `window` colour (white, black in the dark appearance), blurred
    /// by a Gaussian of standard deviation `blurRadius` points, with `tint` over it
    /// (DrawingContext+Backdrop.swift); text and strokes paint in the tint alone.
    case material(tint: RGBA, blurRadius: Double, window: RGBA)

    /// `ImagePaint(image:)` of the whole image at one point per pixel.
    public static func image(_ pixels: ImagePixels) -> ShapeStyle {
        .image(pixels, sourceRect: Rect(x: 0, y: 0, width: 1, height: 1), scale: 1)
    }

    /// `AngularGradient(gradient:center:)`: a full turn starting at 3 o'clock.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint) -> ShapeStyle {
        .angularGradient(gradient, center: center, startAngle: .zero, endAngle: .degrees(360))
    }

    /// The same style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> ShapeStyle {
        if case .color(let rgba) = self { return .color(rgba.withOpacity(opacity)) }
        return .opacity(self, opacity)
    }
}

/// An ordered list of colour stops: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    public var stops: [GradientStop]

    public init(stops: [GradientStop]) { self.stops = stops }

    /// Evenly spaced colours, as `Gradient(colors:)`: the first at 0, the last at 1.
    public init(colors: [RGBA]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { GradientStop(color: $0.element, location: Double($0.offset) / last) }
    }
}
