import Geometry

extension DrawingContext {
    /// Appends `local` (items in layout coordinates, as a `Canvas` view records them, or a whole
    /// figure's items to be moved) mapped through the current transform to the figure, keeping
    /// their scopes. Fills, strokes and images map as the context's own drawing does; clip paths
    /// are mapped; layers keep their opacity and blend mode, with their filters (radii and
    /// offsets) and mask mapped too.
    ///
    /// - Throws: `CanvasError` when a mapped coordinate or effect is not finite.
    mutating func replay(_ local: [DisplayItem]) throws {
        for item in local {
            switch item {
            case .fill(let path, let paint, let rule):
                try appendFill(path, paint: paint, rule: rule)
            case .stroke(let path, let paint, let style):
                try appendStroke(path, paint: paint, style: style)
            case .image(let pixels, let rect):
                try appendImage(pixels, in: rect)
            case .beginClip(let path, let rule):
                let mapped = path.applying(transform)
                try Self.checkFinite(mapped, .solid(.clear))
                items.append(.beginClip(path: mapped, rule: rule))
            case .beginLayer(let layer):
                items.append(.beginLayer(try mapped(layer)))
            case .beginGroup, .endClip, .endGroup:
                items.append(item)
            }
        }
    }

    /// `layer` with its filters and mask mapped through the current transform.
    func mapped(_ layer: Layer) throws -> Layer {
        var result = layer
        result.filters = layer.filters.map { $0.applying(transform) }
        if let mask = layer.mask {
            var maskContext = DrawingContext(transform: transform)
            try maskContext.replay(mask)
            result.mask = maskContext.items
        }
        try Self.checkFinite(result)
        return result
    }
}

extension LayerFilter {
    /// The filter as seen through `transform`: offsets mapped by its linear part, blur radii
    /// scaled by √|det| (exact for rotations and uniform scales; under a non-uniform scale the
    /// blur stays round, with the mean scale).
    public func applying(_ transform: Transform) -> LayerFilter {
        let scale = abs(transform.determinant).squareRoot()
        func offset(_ x: Double, _ y: Double) -> (Double, Double) {
            (transform.a * x + transform.c * y, transform.b * x + transform.d * y)
        }
        switch self {
        case .blur(let radius):
            return .blur(radius: radius * scale)
        case .shadow(let color, let radius, let x, let y):
            let (dx, dy) = offset(x, y)
            return .shadow(color: color, radius: radius * scale, x: dx, y: dy)
        case .innerShadow(let color, let radius, let x, let y):
            let (dx, dy) = offset(x, y)
            return .innerShadow(color: color, radius: radius * scale, x: dx, y: dy)
        case .colorMatrix, .alphaThreshold:
            return self
        }
    }
}
