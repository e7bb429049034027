import Geometry

extension DrawingContext {
    /// Throws when a coordinate of `path` or of `paint`'s geometry is NaN or infinite.
    static func checkFinite(_ path: Path, _ paint: Paint) throws {
        for element in path.elements {
            let points: [Point] = switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
            if let bad = points.first(where: { !$0.isFinite }) {
                throw CanvasError("a shape's path has a point that is not a finite number: \(bad)")
            }
        }
        guard isFinite(paint) else { throw CanvasError("a gradient or image paint has a point, radius, angle or tile that is not a finite number") }
    }

    /// True when every number of `paint`'s geometry is finite.
    private static func isFinite(_ paint: Paint) -> Bool {
        switch paint {
        case .solid: true
        case .linearGradient(_, let start, let end): start.isFinite && end.isFinite
        case .radialGradient(_, let center, let r0, let r1): center.isFinite && r0.isFinite && r1.isFinite
        case .angularGradient(_, let center, let a0, let a1): center.isFinite && a0.radians.isFinite && a1.radians.isFinite
        case .image(_, let tile, let opacity):
            tile.origin.isFinite && tile.width.isFinite && tile.height.isFinite && opacity.isFinite
        case .transformed(let inner, let t):
            [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) && isFinite(inner)
        }
    }

    /// Throws when a layer's opacity or a filter's number is NaN or infinite.
    static func checkFinite(_ layer: Layer) throws {
        guard layer.opacity.isFinite, layer.filters.allSatisfy(\.isFinite) else {
            throw CanvasError("an effect (opacity, blur or shadow radius, offset, colour amount) is not a finite number")
        }
    }
}
