import Canvas
import Foundation
import Geometry

/// The colour of a paint at each device pixel: part of stage 4 (the blitter asks it per pixel).
///
/// Gradients are evaluated at pixel centres, in point coordinates, so that the same formulas as
/// the SVG writer's gradient elements apply:
/// - linear: the projection onto the line from start to end (SVG `linearGradient`); a zero-length
///   line paints the last stop's colour, as SVG specifies;
/// - radial: distance from the centre over the larger radius, with each stop moved to the radius
///   it stands for (`startRadius + location × (endRadius − startRadius)`), which is exactly an SVG
///   `radialGradient` with `r` = the larger radius and no focal radius;
/// - angular: the angle from `startAngle` over the sweep to `endAngle`, with SwiftUI's rule for a
///   sweep short of or beyond a turn (`AngularSweep`); SVG has no such element, see `SVGWriter`.
///
/// - image: the tile containing the point, sampled bilinearly in premultiplied colour with the
///   image's edges clamped inside each tile;
/// - transformed: the pixel centre is mapped into the paint's space by the inverse transform,
///   then the inner paint applies (SVG's `gradientTransform` / `patternTransform`).
///
/// Colours come from a 1,024-entry table of the ramp, within half an 8-bit level of exact.
struct PaintShader: Sendable {
    /// What the shader paints: one colour, a linear, radial or angular ramp, or tiles of an image.
    enum Kind: Sendable {
        case solid(PremultipliedColor)
        case linear(origin: Point, direction: Point)
        case radial(center: Point, radius: Double)
        case angular(center: Point, sweep: AngularSweep)
        /// Tiles of `pixels` over `tile`, sampled bilinearly (`ImageDrawing.sample`), at `opacity`.
        case image(ImagePixels, tile: Rect, opacity: Float)
    }

    let kind: Kind
    /// The gradient's colours at 1,024 parameters (`GradientRamp.makeLookupTable`); empty for solids.
    let lookupTable: [UInt32]
    /// Points per device pixel: pixel centres are mapped back to points with it.
    let inverseScale: Double
    /// From figure points to the paint's own space, for `Paint.transformed`; nil: the same space.
    let paintInverse: Transform?
    /// Whether every colour of the gradient's table is opaque: then a fully covered span is the
    /// table's words stored as they are (`Blitter.RowSegment.constant`). False for other paints.
    let isOpaqueGradient: Bool
    /// A linear or radial gradient's constants for `rowParameters(y:)`; nil for other paints.
    let rowBasis: GradientRowBasis?

    init(_ paint: Paint, scale: Double) {
        inverseScale = 1 / scale
        var base = paint
        var forward: Transform?
        while case .transformed(let inner, let t) = base {
            forward = forward.map { t.concatenating($0) } ?? t
            base = inner
        }
        paintInverse = forward.flatMap(\.inverted)
        // A singular transform squashes the painted area to nothing: any colour will do.
        if forward != nil, paintInverse == nil { base = .solid(.clear) }
        var ramp: GradientRamp?
        switch base {
        case .solid(let color):
            kind = .solid(PremultipliedColor(color))
        case .linearGradient(let stops, let start, let end):
            ramp = GradientRamp(stops)
            let axis = end - start
            let lengthSquared = axis.dot(axis)
            kind = lengthSquared > 0 ? .linear(origin: start, direction: axis / lengthSquared)
                                     : .solid(GradientRamp(stops).lastColor)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (radialRamp, radius) = Self.radialRamp(stops, startRadius: startRadius, endRadius: endRadius)
            ramp = radialRamp
            kind = radius > 0 ? .radial(center: center, radius: radius) : .solid(radialRamp.lastColor)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            ramp = GradientRamp(stops)
            let sweep = endAngle.radians - startAngle.radians
            kind = sweep != 0 && sweep.isFinite
                ? .angular(center: center, sweep: AngularSweep(startAngle: startAngle.radians, sweep: sweep))
                : .solid(GradientRamp(stops).lastColor)
        case .image(let pixels, let tile, let opacity):
            let valid = tile.width > 0 && tile.height > 0 && tile.width.isFinite && tile.height.isFinite && opacity > 0
            kind = valid ? .image(pixels, tile: tile, opacity: Float(opacity.clampedToUnit)) : .solid(.clear)
        case .transformed:
            kind = .solid(.clear)  // unwrapped above
        }
        if case .solid = kind { ramp = nil }
        lookupTable = ramp?.makeLookupTable() ?? []
        isOpaqueGradient = !lookupTable.isEmpty && lookupTable.allSatisfy { $0 >> 24 == 255 }
        rowBasis = lookupTable.count == GradientRamp.lookupTableSize
            ? GradientRowBasis(kind: kind, inverseScale: inverseScale, paintInverse: paintInverse) : nil
    }

    /// A radial gradient's ramp re-expressed over distance / `radius` with `radius` the larger of
    /// the two radii (shared with the SVG writer so both draw the same rings).
    static func radialRamp(_ stops: [GradientStop], startRadius: Double, endRadius: Double)
        -> (ramp: GradientRamp, radius: Double) {
        let radius = max(startRadius, endRadius)
        guard radius > 0, radius.isFinite else { return (GradientRamp(stops), 0) }
        let ramp = GradientRamp(stops).mappingLocations { (startRadius + $0 * (endRadius - startRadius)) / radius }
        return (ramp, radius)
    }

    /// True when the paint is one colour everywhere (the blitter's fast path).
    var solidColor: PremultipliedColor? {
        if case .solid(let color) = kind { return color }
        return nil
    }

    /// The premultiplied pixel word at the centre of device pixel (`x`, `y`).
    @inline(__always)
    func word(x: Int, y: Int) -> UInt32 {
        var p = Point(x: (Double(x) + 0.5) * inverseScale, y: (Double(y) + 0.5) * inverseScale)
        if let paintInverse { p = paintInverse.apply(to: p) }
        let t: Double
        switch kind {
        case .solid(let color):
            return Blitter.word(color)
        case .linear(let origin, let direction):
            t = (p - origin).dot(direction)
        case .radial(let center, let radius):
            // Times the inverse, as `words(x:y:count:into:)` computes it for a whole row.
            t = p.distance(to: center) * (1 / radius)
        case .angular(let center, let sweep):
            let v = p - center
            t = sweep.parameter(atAngle: atan2(v.y, v.x))
        case .image(let pixels, let tile, let opacity):
            return Self.tileWord(pixels, tile: tile, opacity: opacity, at: p)
        }
        let last = lookupTable.count - 1
        guard t > 0 else { return lookupTable[0] }
        return lookupTable[t >= 1 ? last : Int(t * Double(last) + 0.5)]
    }

    /// The premultiplied word of an image tiling at `p`: the position within its tile, sampled
    /// with the image's edges clamped inside each tile (as an SVG `<pattern>` renders one tile
    /// and repeats it).
    private static func tileWord(_ pixels: ImagePixels, tile: Rect, opacity: Float, at p: Point) -> UInt32 {
        var fx = (p.x - tile.minX) / tile.width, fy = (p.y - tile.minY) / tile.height
        fx -= fx.rounded(.down)
        fy -= fy.rounded(.down)
        guard fx.isFinite, fy.isFinite else { return 0 }
        var color = ImageDrawing.sample(pixels, u: fx * Double(pixels.width) - 0.5, v: fy * Double(pixels.height) - 0.5)
        if opacity < 1 {
            color = PremultipliedColor(red: color.red * opacity, green: color.green * opacity,
                                       blue: color.blue * opacity, alpha: color.alpha * opacity)
        }
        return Blitter.word(color)
    }
}
