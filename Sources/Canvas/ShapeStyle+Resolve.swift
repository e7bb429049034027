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
        case .ellipticalGradient(let gradient, let center, let startFraction, let endFraction):
            let unit = Paint.radialGradient(stops: gradient.stops, center: Point(x: center.x, y: center.y),
                                            startRadius: startFraction, endRadius: endFraction)
            return .transformed(unit, Transform(scaleX: rect.width, y: rect.height)
                .concatenating(Transform(translationX: rect.origin.x, y: rect.origin.y)))
        case .shadowed(let style, _):
            return style.resolved(in: rect, foreground: foreground)
        case .palette(let styles):
            return (styles.first ?? .color(.clear)).resolved(in: rect, foreground: foreground)
        case .hierarchical(let level):
            return foreground.level(level).resolved(in: rect, foreground: .color(.primary))
        case .material(let tint, _, _):
            return .solid(tint)
        case .mesh(let mesh):
            // Drawn for this frame, at the pixels a figure shows of it (a frame too large for
            // an image paint shows the background colour).
            let size = MeshGradient.sampleSize(for: rect.size)
            guard let pixels = try? mesh.pixels(width: size.width, height: size.height) else { return .solid(mesh.background) }
            return .image(pixels, tile: rect, opacity: 1)
        }
    }

    /// The style with `.foreground` and hierarchical levels replaced by those of `foreground`,
    /// for storing in the environment.
    func substitutingForeground(_ foreground: ShapeStyle) -> ShapeStyle {
        switch self {
        case .foreground: foreground
        case .hierarchical(let level): foreground.level(level)
        case .opacity(let style, let opacity): .opacity(style.substitutingForeground(foreground), opacity)
        case .shadowed(let style, let shadow): .shadowed(style.substitutingForeground(foreground), shadow)
        case .palette(let styles): .palette(styles.map { $0.substitutingForeground(foreground) })
        default: self
        }
    }
}
