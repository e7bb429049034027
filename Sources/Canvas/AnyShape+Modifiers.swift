import Geometry

// MARK: - Shape modifiers
// SwiftUI's modifiers that turn a shape into another shape (before it is filled or stroked).

extension AnyShape {
    /// `shape.trim(from:to:)`: the part of the outline between two fractions of its length (nothing
    /// when `from ≥ to`, as SwiftUI), by Geometry's `trimmedPath(from:to:)`.
    public func trim(from start: Double = 0, to end: Double = 1) -> AnyShape {
        let base = self
        return AnyShape(name: "\(name).trim(from: \(start.shortDescription), to: \(end.shortDescription))") {
            try base.path(in: $0).trimmedPath(from: start, to: end)
        }
    }

    /// `shape.offset(x:y:)`: the outline moved by (x, y).
    public func offset(x: Double = 0, y: Double = 0) -> AnyShape {
        transform(Transform(translationX: x, y: y), named: "offset")
    }

    /// `shape.rotation(angle, anchor:)`: the outline turned about `anchor` of its rect (clockwise on
    /// screen for positive angles).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> AnyShape {
        let base = self
        return AnyShape(name: "\(name).rotation(.degrees(\(angle.degrees.shortDescription)))") { rect in
            try base.path(in: rect).applying(Transform(rotationAngle: angle.radians).about(anchor.point(in: rect)))
        }
    }

    /// `shape.scale(x:y:anchor:)`: the outline scaled about `anchor` of its rect.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> AnyShape {
        let base = self
        return AnyShape(name: "\(name).scale") { rect in
            try base.path(in: rect).applying(Transform(scaleX: x, y: y).about(anchor.point(in: rect)))
        }
    }

    /// `shape.scale(s, anchor:)`: the same factor on both axes.
    public func scale(_ factor: Double, anchor: UnitPoint = .center) -> AnyShape {
        scale(x: factor, y: factor, anchor: anchor)
    }

    /// `shape.transform(t)`: the outline mapped through an affine transform.
    public func transform(_ transform: Transform) -> AnyShape {
        self.transform(transform, named: "transform")
    }

    /// `shape.inset(by:)`: the shape drawn in its rect shrunk by `amount` on every side (for
    /// insettable shapes, their own inset rule: a rounded rectangle also shrinks its corners).
    public func inset(by amount: Double) -> AnyShape {
        let base = self
        return AnyShape(name: "\(name).inset(by: \(amount.shortDescription))",
                        makePath: { try base.insetPath(in: $0, by: amount) },
                        makeInsetPath: { try base.insetPath(in: $0, by: amount + $1) })
    }

    private func transform(_ t: Transform, named modifier: String) -> AnyShape {
        let base = self
        return AnyShape(name: "\(name).\(modifier)") { try base.path(in: $0).applying(t) }
    }
}
