import Canvas
import Foundation
import Geometry

extension SVGWriter {
    /// ` fill="…"` (or `stroke`) and its opacity for a solid colour, a shared gradient or a shared
    /// image pattern; `transform` (from `Paint.transformed`) becomes the gradient's
    /// `gradientTransform` or the pattern's `patternTransform`.
    mutating func paintAttributes(_ paint: Paint, as property: String, transform: Transform? = nil) -> String {
        let transformAttribute = transform.map { " \(Self.transformAttributeName(for: paint))=\"\(SVGFormat.matrix($0))\"" } ?? ""
        switch paint {
        case .solid(let color):
            return colorAttributes(color, as: property)
        case .linearGradient(let stops, let start, let end):
            guard start != end else { return colorAttributes(GradientRamp(stops).stops.last?.color ?? .clear, as: property) }
            let id = define(prefix: "gradient", "<linearGradient id=\"#ID\" gradientUnits=\"userSpaceOnUse\" "
                + "x1=\"\(SVGFormat.number(start.x))\" y1=\"\(SVGFormat.number(start.y))\" "
                + "x2=\"\(SVGFormat.number(end.x))\" y2=\"\(SVGFormat.number(end.y))\"\(transformAttribute)>"
                + Self.stopElements(GradientRamp(stops)) + "</linearGradient>")
            return " \(property)=\"url(#\(id))\""
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            let (ramp, radius) = PaintShader.radialRamp(stops, startRadius: startRadius, endRadius: endRadius)
            guard radius > 0 else { return colorAttributes(ramp.stops.last?.color ?? .clear, as: property) }
            let id = define(prefix: "gradient", "<radialGradient id=\"#ID\" gradientUnits=\"userSpaceOnUse\" "
                + "cx=\"\(SVGFormat.number(center.x))\" cy=\"\(SVGFormat.number(center.y))\" r=\"\(SVGFormat.number(radius))\"\(transformAttribute)>"
                + Self.stopElements(ramp) + "</radialGradient>")
            return " \(property)=\"url(#\(id))\""
        case .angularGradient(let stops, _, _, _):
            // Drawn as a fan of wedges by `writeAngularGradient`; this is only a fallback colour.
            return colorAttributes(GradientRamp(stops).stops.last?.color ?? .clear, as: property)
        case .image(let pixels, let tile, let opacity):
            guard tile.width > 0, tile.height > 0, opacity > 0,
                  let image = SVGFormat.imageElement(pixels, in: Rect(origin: .zero, size: tile.size)) else {
                return " \(property)=\"none\""
            }
            let id = define(prefix: "pattern", "<pattern id=\"#ID\" patternUnits=\"userSpaceOnUse\" "
                + "x=\"\(SVGFormat.number(tile.minX))\" y=\"\(SVGFormat.number(tile.minY))\" "
                + "width=\"\(SVGFormat.number(tile.width))\" height=\"\(SVGFormat.number(tile.height))\"\(transformAttribute)>"
                + image + "</pattern>")
            let opacityText = SVGFormat.number(opacity.clampedToUnit)
            return " \(property)=\"url(#\(id))\"" + (opacityText == "1" ? "" : " \(property)-opacity=\"\(opacityText)\"")
        case .transformed(let inner, let t):
            // A singular transform squashes what it paints to nothing, as the rasterizer draws it.
            guard t.inverted != nil else { return " \(property)=\"none\"" }
            let combined = transform.map { t.concatenating($0) } ?? t
            return paintAttributes(inner, as: property, transform: combined)
        }
    }

    /// The attribute that transforms `paint`'s element.
    private static func transformAttributeName(for paint: Paint) -> String {
        if case .image = paint { return "patternTransform" }
        return "gradientTransform"
    }

    /// ` fill="#rrggbb"` plus ` fill-opacity` when the colour is not opaque.
    func colorAttributes(_ color: RGBA, as property: String) -> String {
        var text = " \(property)=\"\(SVGFormat.hexColor(red: color.red, green: color.green, blue: color.blue))\""
        let opacity = SVGFormat.number(color.alpha.clampedToUnit)
        if opacity != "1" { text += " \(property)-opacity=\"\(opacity)\"" }
        return text
    }

    private static func stopElements(_ ramp: GradientRamp) -> String {
        ramp.stops.map { stop in
            let color = stop.color
            var element = "<stop offset=\"\(SVGFormat.number(stop.location))\" stop-color=\"\(SVGFormat.hexColor(red: color.red, green: color.green, blue: color.blue))\""
            let opacity = SVGFormat.number(color.alpha.clampedToUnit)
            if opacity != "1" { element += " stop-opacity=\"\(opacity)\"" }
            return element + "/>"
        }.joined()
    }

    // MARK: - Angular gradients

    /// The angular step of the wedge fan that stands in for an angular gradient: half a degree,
    /// so neighbouring wedges differ by at most 1/720 of the ramp (under one 8-bit level for a
    /// ramp spanning one full channel swing over the circle).
    static let angularWedgeStep = Double.pi / 360

    /// Draws an angular gradient as a fan of thin solid wedges about its centre, masked by the
    /// shape (`maskShape`, a white fill or stroke of the item's path).
    ///
    /// SVG has no conic gradient. The wedges tile the plane without overlap and are drawn with
    /// `shape-rendering="crispEdges"`, so every pixel takes exactly one wedge's colour and no
    /// anti-aliasing seams appear between wedges; the mask supplies the shape's anti-aliased
    /// edge. Each wedge has the ramp's colour at its middle angle, the same formula as the
    /// rasterizer's `PaintShader`, so PNG and SVG differ by at most half a wedge step of colour.
    /// Consecutive wedges of one colour (the clamped region past the end angle) are merged into
    /// wedges of at most 90°.
    ///
    /// A `.transformed` angular gradient (under a non-uniform scale) draws the same fan inside a
    /// `<g transform>`, with a radius that reaches the figure's corners mapped back into the
    /// gradient's space.
    mutating func writeAngularGradient(_ paint: Paint, maskShape: String) {
        var gradient = paint, transform: Transform?
        if case .transformed(let inner, let t) = paint { (gradient, transform) = (inner, t) }
        guard case .angularGradient(let stops, let center, let startAngle, let endAngle) = gradient else { return }
        let inverse = transform.map { $0.inverted ?? Transform(scaleX: 0, y: 0) }
        let ramp = GradientRamp(stops)
        let sweep = endAngle.radians - startAngle.radians
        let (w, h) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        let maskID = define(prefix: "mask", "<mask id=\"#ID\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\">\(maskShape)</mask>")
        appendBody("<g mask=\"url(#\(maskID))\" shape-rendering=\"crispEdges\">")
        // A singular transform squashes the shape to nothing: draw nothing, as the rasterizer.
        guard inverse?.determinant != 0 else { return appendBody("</g>") }
        guard sweep > 0 else {
            appendBody("  <rect width=\"\(w)\" height=\"\(h)\"\(colorAttributes(ramp.stops.last?.color ?? .clear, as: "fill"))/>")
            appendBody("</g>")
            return
        }
        if let transform { appendBody("  <g transform=\"\(SVGFormat.matrix(transform))\">") }
        // Far enough to reach every corner of the figure from the centre.
        let corners = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height),
                       Point(x: size.width, y: size.height)].map { inverse?.apply(to: $0) ?? $0 }
        let radius = (corners.map { $0.distance(to: center) }.max() ?? 0) * 1.01 + 1
        let count = Int((2 * Double.pi / Self.angularWedgeStep).rounded())
        var wedgeStart = 0
        while wedgeStart < count {
            let color = Self.wedgeColor(ramp, index: wedgeStart, sweep: sweep)
            var wedgeEnd = wedgeStart + 1
            while wedgeEnd < count, wedgeEnd - wedgeStart < count / 4,
                  Self.wedgeColor(ramp, index: wedgeEnd, sweep: sweep) == color {
                wedgeEnd += 1
            }
            let a0 = startAngle.radians + Double(wedgeStart) * Self.angularWedgeStep
            let a1 = startAngle.radians + Double(wedgeEnd) * Self.angularWedgeStep
            let p0 = center + Point(x: cos(a0), y: sin(a0)) * radius
            let p1 = center + Point(x: cos(a1), y: sin(a1)) * radius
            let d = "M\(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)) L\(SVGFormat.number(p0.x)) \(SVGFormat.number(p0.y)) L\(SVGFormat.number(p1.x)) \(SVGFormat.number(p1.y))Z"
            appendBody("  <path d=\"\(d)\"\(colorAttributes(color, as: "fill"))/>")
            wedgeStart = wedgeEnd
        }
        if transform != nil { appendBody("  </g>") }
        appendBody("</g>")
    }

    /// The straight-alpha colour of wedge `index`: the ramp at the wedge's middle angle.
    private static func wedgeColor(_ ramp: GradientRamp, index: Int, sweep: Double) -> RGBA {
        let t = min(1, (Double(index) + 0.5) * angularWedgeStep / sweep)
        let c = ramp.color(at: Float(t))
        guard c.alpha > 0 else { return .clear }
        let quantize = { (v: Float) in (Double(v / c.alpha) * 255).rounded() / 255 }
        return RGBA(red: quantize(c.red), green: quantize(c.green), blue: quantize(c.blue),
                    alpha: (Double(c.alpha) * 1000).rounded() / 1000)
    }
}
