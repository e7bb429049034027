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

    /// ` fill="#rrggbb"` (`currentColor` for a semantic colour, `SVGFormat.colorAttribute`) plus
    /// ` fill-opacity` when the colour is not opaque.
    func colorAttributes(_ color: RGBA, as property: String) -> String {
        var text = SVGFormat.colorAttribute(color, as: property)
        let opacity = SVGFormat.number(color.alpha.clampedToUnit)
        if opacity != "1" { text += " \(property)-opacity=\"\(opacity)\"" }
        return text
    }

    private static func stopElements(_ ramp: GradientRamp) -> String {
        ramp.stops.map { stop in
            let color = stop.color
            var element = "<stop offset=\"\(SVGFormat.number(stop.location))\"" + SVGFormat.colorAttribute(color, as: "stop-color")
            let opacity = SVGFormat.number(color.alpha.clampedToUnit)
            if opacity != "1" { element += " stop-opacity=\"\(opacity)\"" }
            return element + "/>"
        }.joined()
    }

    // MARK: - Angular gradients

    /// Draws an angular gradient as a fan of thin solid wedges about its centre
    /// (`AngularWedgeFan`), masked by the shape (`maskShape`, a white fill or stroke of the item's
    /// path).
    ///
    /// The wedges tile the plane without overlap and are drawn with
    /// `shape-rendering="crispEdges"`, so every pixel takes exactly one wedge's colour and no
    /// anti-aliasing seams appear between wedges; the mask supplies the shape's anti-aliased edge.
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
        guard sweep != 0, sweep.isFinite else {
            appendBody("  <rect width=\"\(w)\" height=\"\(h)\"\(colorAttributes(ramp.stops.last?.color ?? .clear, as: "fill"))/>")
            appendBody("</g>")
            return
        }
        if let transform { appendBody("  <g transform=\"\(SVGFormat.matrix(transform))\">") }
        let radius = AngularWedgeFan.radius(toCornersOf: size, from: center, inverse: inverse)
        let step = AngularWedgeFan.step * AngularSweep(startAngle: startAngle.radians, sweep: sweep).direction
        for wedge in AngularWedgeFan.wedges(ramp, sweep: sweep) {
            let a0 = startAngle.radians + Double(wedge.start) * step
            let a1 = startAngle.radians + Double(wedge.end) * step
            let p0 = center + Point(x: cos(a0), y: sin(a0)) * radius
            let p1 = center + Point(x: cos(a1), y: sin(a1)) * radius
            let d = "M\(SVGFormat.number(center.x)) \(SVGFormat.number(center.y)) L\(SVGFormat.number(p0.x)) \(SVGFormat.number(p0.y)) L\(SVGFormat.number(p1.x)) \(SVGFormat.number(p1.y))Z"
            appendBody("  <path d=\"\(d)\"\(colorAttributes(wedge.color, as: "fill"))/>")
        }
        if transform != nil { appendBody("  </g>") }
        appendBody("</g>")
    }
}
