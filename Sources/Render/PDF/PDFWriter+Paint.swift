import Canvas
import Foundation
import Geometry

extension PDFWriter {
    // MARK: - Fills and strokes

    /// Fills `path` with `paint` under `rule`.
    mutating func writeFill(_ path: Path, _ paint: Paint, rule: FillRule) {
        guard let (base, transform) = Self.unwrapped(paint) else { return }
        let operators = pathOperators(path)
        let (fill, clip) = rule == .evenOdd ? ("f*", "W* n") : ("f", "W n")
        switch base {
        case .solid(let color):
            guard color.alpha > 0 else { return }
            append("q \(solidFill(color)) \(operators) \(fill) Q")
        case .linearGradient, .radialGradient, .angularGradient:
            append("q \(operators) \(clip)")
            paintGradient(base, transform: transform)
            append("Q")
        case .image(let pixels, let tile, let opacity):
            guard let select = imagePaint(pixels, tile: tile, opacity: opacity, transform: transform, stroking: false) else { return }
            append("q \(select) \(operators) \(fill) Q")
        case .transformed:
            return  // `unwrapped` never returns one
        }
    }

    /// Strokes `path` with `paint` in `style`: a native PDF stroke for colours and image paints;
    /// for gradients, the stroke's outline (Geometry's stroker, as the rasterizer draws it) filled.
    mutating func writeStroke(_ path: Path, _ paint: Paint, _ style: StrokeStyle) {
        guard let (base, transform) = Self.unwrapped(paint) else { return }
        switch base {
        case .solid(let color):
            guard color.alpha > 0 else { return }
            append("q \(solidStroke(color)) \(strokeOperators(style)) \(pathOperators(path)) S Q")
        case .image(let pixels, let tile, let opacity):
            guard let select = imagePaint(pixels, tile: tile, opacity: opacity, transform: transform, stroking: true) else { return }
            append("q \(select) \(strokeOperators(style)) \(pathOperators(path)) S Q")
        case .linearGradient, .radialGradient, .angularGradient, .transformed:
            writeFill(path.strokedPath(style, tolerance: tolerance), paint, rule: .nonZero)
        }
    }

    /// Operators that select an image paint's tiling pattern for filling or `stroking`, with its
    /// opacity as a graphics state; nil when it paints nothing (an empty tile, no opacity).
    private mutating func imagePaint(_ pixels: ImagePixels, tile: Rect, opacity: Double, transform: Transform?,
                                     stroking: Bool) -> String? {
        guard opacity > 0, let pattern = tilingPattern(pixels, tile: tile, transform: transform) else { return nil }
        let alpha = number(opacity.clampedToUnit)
        let state = alpha == "1" ? "" : "/\(stroking ? alphaState("1", alpha) : alphaState(alpha, "1")) gs "
        return state + (stroking ? "/Pattern CS /\(pattern) SCN" : "/Pattern cs /\(pattern) scn")
    }

    /// The stroke's graphics state: width, then caps, joins, miter limit and dashes where they
    /// differ from PDF's defaults (butt caps, miter joins with limit 10, solid).
    private func strokeOperators(_ style: StrokeStyle) -> String {
        var text = "\(number(style.lineWidth)) w"
        switch style.lineCap {
        case .butt: break
        case .round: text += " 1 J"
        case .square: text += " 2 J"
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 10 { text += " \(number(max(1, style.miterLimit))) M" }
        case .round: text += " 1 j"
        case .bevel: text += " 2 j"
        }
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            text += " [\(dashes.map(number).joined(separator: " "))] \(number(style.dashPhase)) d"
        }
        return text
    }

    /// The paint inside any `.transformed` layers, with their transforms composed (innermost
    /// first); nil when a transform is singular, which squashes the paint to nothing.
    static func unwrapped(_ paint: Paint) -> (Paint, Transform?)? {
        var base = paint
        var transform: Transform?
        var outer: [Transform] = []
        while case .transformed(let inner, let t) = base {
            guard t.inverted != nil else { return nil }
            outer.append(t)
            base = inner
        }
        for t in outer.reversed() { transform = transform.map { $0.concatenating(t) } ?? t }
        return (base, transform)
    }

    // MARK: - Colours

    /// Operators that select `color` for filling, with its alpha as a graphics state.
    mutating func solidFill(_ color: RGBA) -> String {
        let alpha = number(color.alpha.clampedToUnit)
        return (alpha == "1" ? "" : "/\(alphaState(alpha, "1")) gs ") + components(color) + " rg"
    }

    /// Operators that select `color` for stroking, with its alpha as a graphics state.
    private mutating func solidStroke(_ color: RGBA) -> String {
        let alpha = number(color.alpha.clampedToUnit)
        return (alpha == "1" ? "" : "/\(alphaState("1", alpha)) gs ") + components(color) + " RG"
    }

    /// `r g b`, each clamped into 0…1.
    func components(_ color: RGBA) -> String {
        [color.red, color.green, color.blue].map { number($0.clampedToUnit) }.joined(separator: " ")
    }

    /// The name of a graphics state with fill alpha `fill` and stroke alpha `stroke` (as written).
    mutating func alphaState(_ fill: String, _ stroke: String) -> String {
        shared("ExtGState", prefix: "Gs", key: "alpha \(fill) \(stroke)") { document in
            document.add("<</Type /ExtGState /ca \(fill) /CA \(stroke)>>")
        }
    }

    /// The resource name of the object described by `key`, made by `make` the first time.
    mutating func shared(_ kind: String, prefix: String, key: String, make: (inout PDFDocument) -> Int) -> String {
        if let name = sharedObjects[kind + " " + key] { return name }
        let name = addResource(kind, prefix: prefix, object: make(&document))
        sharedObjects[kind + " " + key] = name
        return name
    }

    // MARK: - Gradients

    /// Paints a gradient over the current clip (the shape), under `transform` if any.
    private mutating func paintGradient(_ gradient: Paint, transform: Transform?) {
        let matrix = transform.map { Self.matrix($0) + " cm" } ?? ""
        switch gradient {
        case .linearGradient(let stops, let start, let end):
            let ramp = GradientRamp(stops)
            guard start != end else { return append(fillClip(ramp.stops.last?.color ?? .clear)) }
            let geometry = "/ShadingType 2 /Coords [\(number(start.x)) \(number(start.y)) \(number(end.x)) \(number(end.y))] /Extend [true true]"
            paintShading(geometry, ramp, matrix: matrix)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (ramp, radius) = PaintShader.radialRamp(stops, startRadius: startRadius, endRadius: endRadius)
            guard radius > 0 else { return append(fillClip(ramp.stops.last?.color ?? .clear)) }
            let (x, y) = (number(center.x), number(center.y))
            let geometry = "/ShadingType 3 /Coords [\(x) \(y) 0 \(x) \(y) \(number(radius))] /Extend [true true]"
            paintShading(geometry, ramp, matrix: matrix)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            paintWedges(GradientRamp(stops), center: center, startAngle: startAngle.radians,
                        sweep: endAngle.radians - startAngle.radians, transform: transform)
        default:
            return
        }
    }

    /// Fills the whole page with `color` (inside the current clip).
    private mutating func fillClip(_ color: RGBA) -> String {
        "\(solidFill(color)) 0 0 \(number(size.width)) \(number(size.height)) re f"
    }

    /// Paints a shading of `geometry` (its type, coordinates and extension) with `ramp`'s colours,
    /// masked by `ramp`'s alphas when some stop is translucent.
    private mutating func paintShading(_ geometry: String, _ ramp: GradientRamp, matrix: String) {
        let colors = "<<\(geometry) /ColorSpace /DeviceRGB /Function \(Self.function(ramp) { components($0) })>>"
        let shading = shared("Shading", prefix: "Sh", key: colors) { $0.add(colors) }
        var mask = ""
        if ramp.stops.contains(where: { number($0.color.alpha.clampedToUnit) != "1" }) {
            let alphas = "<<\(geometry) /ColorSpace /DeviceGray /Function \(Self.function(ramp) { number($0.alpha.clampedToUnit) })>>"
            let alphaShading = shared("Shading", prefix: "Sh", key: alphas) { $0.add(alphas) }
            mask = "/\(softMask(drawing: "q \(matrix) /\(alphaShading) sh Q")) gs"
        }
        append([mask, matrix, "/\(shading) sh"].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// The name of a graphics state whose soft mask is the luminosity of `content` (drawn in the
    /// current user space over the page, on black).
    mutating func softMask(drawing content: String) -> String {
        let form = "/Type /XObject /Subtype /Form /BBox [0 0 \(number(size.width)) \(number(size.height))] "
            + "/Group <</S /Transparency /CS /DeviceGray>> /Resources \(resourcesNumber) 0 R"
        return shared("ExtGState", prefix: "Gs", key: "mask " + content) { document in
            let group = document.addStream(form, Array(content.utf8))
            return document.add("<</Type /ExtGState /SMask <</Type /Mask /S /Luminosity /G \(group) 0 R>>>>")
        }
    }

    /// A function of the ramp's parameter (0…1) giving `values` of the colour between stops:
    /// one exponential (linear) function per span between stops, stitched; before the first stop
    /// and after the last the end colours hold, as the rasterizer's ramp.
    static func function(_ ramp: GradientRamp, _ values: (RGBA) -> String) -> String {
        var points = ramp.stops.map { (location: $0.location, color: $0.color) }
        if let first = points.first, first.location > 0 { points.insert((0, first.color), at: 0) }
        if let last = points.last, last.location < 1 { points.append((1, last.color)) }
        var pieces: [(start: Double, function: String)] = []
        for (a, b) in zip(points, points.dropFirst()) where b.location > a.location {
            pieces.append((a.location, "<</FunctionType 2 /Domain [0 1] /C0 [\(values(a.color))] /C1 [\(values(b.color))] /N 1>>"))
        }
        guard pieces.count > 1 else {
            let color = values(points.last?.color ?? .clear)
            return pieces.first?.function ?? "<</FunctionType 2 /Domain [0 1] /C0 [\(color)] /C1 [\(color)] /N 1>>"
        }
        let bounds = pieces.dropFirst().map { SVGFormat.decimal($0.start, places: 6, below: 2) }.joined(separator: " ")
        let encode = Array(repeating: "0 1", count: pieces.count).joined(separator: " ")
        return "<</FunctionType 3 /Domain [0 1] /Functions [\(pieces.map(\.function).joined(separator: " "))] "
            + "/Bounds [\(bounds)] /Encode [\(encode)]>>"
    }

    /// Draws an angular gradient as `AngularWedgeFan`'s wedges over the current clip. Each wedge
    /// but the last reaches half a step into the next, which is drawn over it, so the wedges'
    /// anti-aliased edges leave no seams.
    private mutating func paintWedges(_ ramp: GradientRamp, center: Point, startAngle: Double, sweep: Double,
                                      transform: Transform?) {
        guard sweep != 0, sweep.isFinite else { return append(fillClip(ramp.stops.last?.color ?? .clear)) }
        if let transform { append(Self.matrix(transform) + " cm") }
        let radius = AngularWedgeFan.radius(toCornersOf: size, from: center, inverse: transform?.inverted)
        let step = AngularWedgeFan.step * AngularSweep(startAngle: startAngle, sweep: sweep).direction
        let wedges = AngularWedgeFan.wedges(ramp, sweep: sweep)
        func point(_ angle: Double) -> String {
            let p = center + Point(x: cos(angle), y: sin(angle)) * radius
            return number(p.x) + " " + number(p.y)
        }
        for (index, wedge) in wedges.enumerated() where wedge.color.alpha > 0 {
            let overlap = index == wedges.count - 1 ? 0 : 0.5
            let a0 = startAngle + Double(wedge.start) * step
            let a1 = startAngle + (Double(wedge.end) + overlap) * step
            let wedgePath = "\(number(center.x)) \(number(center.y)) m \(point(a0)) l \(point(a1)) l h f"
            // A translucent wedge sets its alpha inside its own `q … Q`, so it does not carry over.
            let isOpaque = wedge.color.alpha >= 1
            append((isOpaque ? "" : "q ") + "\(solidFill(wedge.color)) \(wedgePath)" + (isOpaque ? "" : " Q"))
        }
    }

    /// `a b c d e f` of a transform, the linear part to 6 decimals.
    static func matrix(_ t: Transform) -> String {
        String(SVGFormat.matrix(t).dropFirst("matrix(".count).dropLast())
    }
}
