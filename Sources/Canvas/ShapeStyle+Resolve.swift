import Geometry

extension ShapeStyle {
    /// The absolute paint for a view whose frame is `rect`, with `.foreground` taken from `foreground`.
    ///
    /// Gradient unit points are placed in `rect`, as SwiftUI places a gradient in the bounds of the
    /// shape it fills.
    public func resolved(in rect: Rect, foreground: ShapeStyle) -> Paint {
        switch self {
        case .color(let rgba):
            return .solid(rgba)
        case .linearGradient(let gradient, let startPoint, let endPoint):
            return .linearGradient(stops: gradient.stops, start: startPoint.point(in: rect), end: endPoint.point(in: rect))
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return .radialGradient(stops: gradient.stops, center: center.point(in: rect),
                                   startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            return .angularGradient(stops: gradient.stops, center: center.point(in: rect),
                                    startAngle: startAngle, endAngle: endAngle)
        case .foreground:
            // The environment's foreground never refers to itself; the primary colour guards against a loop.
            return foreground.resolved(in: rect, foreground: .color(.primary))
        case .opacity(let style, let opacity):
            return style.resolved(in: rect, foreground: foreground).withOpacity(opacity)
        case .image(let pixels, let sourceRect, let scale):
            let part = pixels.cropped(toUnitRect: sourceRect)
            let size = Size(width: Double(part.width) * scale, height: Double(part.height) * scale)
            return .image(part, tile: Rect(origin: rect.origin, size: size), opacity: 1)
        }
    }

    /// The style with `.foreground` replaced by `foreground`, for storing in the environment.
    func substitutingForeground(_ foreground: ShapeStyle) -> ShapeStyle {
        switch self {
        case .foreground: foreground
        case .opacity(let style, let opacity): .opacity(style.substitutingForeground(foreground), opacity)
        default: self
        }
    }
}
