import Canvas

/// Layers (`DisplayItem.beginLayer`) in SVG: a `<g>` with a `filter` (blurs, shadows, colour
/// matrices, alpha thresholds as filter primitives), an alpha `mask`, `opacity` and
/// `mix-blend-mode`, which SVG applies in the rasterizer's order (filter, mask, opacity, blend).
///
/// Filters are computed in sRGB (`color-interpolation-filters="sRGB"`), as the rasterizer does,
/// over the whole figure (`filterUnits="userSpaceOnUse"`): what lies beyond the figure's edge is
/// transparent to a blur in both outputs. A filter with an inner shadow covers a margin beyond
/// the edge as well, where the complement of the alpha is 1.
///
/// The Porter–Duff modes (`sourceAtop`, `destinationOver`, `destinationOut`) and `plusLighter`
/// have no `mix-blend-mode` keyword that rsvg draws: their layers are recomposed with their
/// backdrop when they close (SVGWriter+Recomposition.swift), or, inside a clip, written with
/// `plus-lighter` (CSS Compositing Level 2) or as normal layers. `plusDarker` has no SVG form and
/// is written as a normal layer (a known gap; the PNG draws it).
extension SVGWriter {
    /// Opens a layer's `<g>`; a Porter–Duff layer remembers its backdrop for recomposing.
    mutating func openLayer(_ layer: Layer) {
        let element = layerElement(layer)
        guard [.sourceAtop, .destinationOver, .destinationOut, .plusLighter].contains(layer.blendMode), let start = backdropStart else {
            return openScope(clip: false, element)
        }
        openScope(clip: false, element, recomposition: (layer.blendMode, start))
    }

    /// The opening `<g …>` of a layer, with its definitions added.
    mutating func layerElement(_ layer: Layer) -> String {
        var attributes = ""
        if !layer.filters.isEmpty { attributes += " filter=\"url(#\(filterDefinition(layer.filters)))\"" }
        if let mask = layer.mask { attributes += " mask=\"url(#\(maskDefinition(mask)))\"" }
        let opacity = SVGFormat.number(layer.opacity.clampedToUnit)
        if opacity != "1" { attributes += " opacity=\"\(opacity)\"" }
        if layer.blendMode != .normal, let css = layer.blendMode.cssName { attributes += " style=\"mix-blend-mode:\(css)\"" }
        return "<g\(attributes)>"
    }

    /// An alpha `<mask>` drawing `items` (figure coordinates) over the figure; returns its id.
    mutating func maskDefinition(_ items: [DisplayItem]) -> String {
        let saved = (body, openScopes, indent, backdropFloor)
        (body, openScopes, indent, backdropFloor) = ([], [], "", 0)
        for item in items { write(item) }
        closeAllScopes()
        let content = body.joined()
        (body, openScopes, indent, backdropFloor) = saved
        let (w, h) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        return define(prefix: "mask", "<mask id=\"#ID\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" style=\"mask-type:alpha\">\(content)</mask>")
    }

    /// A `<filter>` chaining the primitives of `filters` in order; returns its id.
    mutating func filterDefinition(_ filters: [LayerFilter]) -> String {
        var chain = FilterChain()
        var margin = 0.0
        for filter in filters {
            switch filter {
            case .blur(let radius):
                chain.add("feGaussianBlur", input: chain.current, "stdDeviation=\"\(SVGFormat.number(radius))\"")
            case .shadow(let color, let radius, let x, let y):
                let alpha = chain.alpha(of: chain.current)
                let source = chain.current
                let blurred = chain.add("feGaussianBlur", input: alpha, "stdDeviation=\"\(SVGFormat.number(radius))\"")
                let moved = chain.add("feOffset", input: blurred, "dx=\"\(SVGFormat.number(x))\" dy=\"\(SVGFormat.number(y))\"")
                let shade = chain.colored(color, where: moved)
                chain.merge(shade, then: source)
            case .innerShadow(let color, let radius, let x, let y):
                let alpha = chain.alpha(of: chain.current)
                let source = chain.current
                let complement = chain.add("feComponentTransfer", input: alpha, children: "<feFuncA type=\"table\" tableValues=\"1 0\"/>")
                let moved = chain.add("feOffset", input: complement, "dx=\"\(SVGFormat.number(x))\" dy=\"\(SVGFormat.number(y))\"")
                let blurred = chain.add("feGaussianBlur", input: moved, "stdDeviation=\"\(SVGFormat.number(radius))\"")
                let shade = chain.colored(color, where: blurred)
                let kept = chain.add("feComposite", input: shade, "in2=\"\(alpha)\" operator=\"in\"")
                chain.merge(source, then: kept)
                margin = max(margin, 3 * abs(radius) + abs(x) + abs(y) + 1)
            case .colorMatrix(let matrix):
                let values = matrix.values.map { SVGFormat.decimal($0, places: 6, below: 1e9) }.joined(separator: " ")
                chain.add("feColorMatrix", input: chain.current, "type=\"matrix\" values=\"\(values)\"")
            case .alphaThreshold(let low, let high, let color):
                // 256 discrete entries: entry k holds for alpha k/255 exactly, as 8-bit alpha is.
                let table = (0..<256).map { k -> String in
                    let alpha = Double(k) / 255
                    return alpha >= low - 1e-6 && alpha <= high + 1e-6 ? "1" : "0"
                }.joined(separator: " ")
                let alpha = chain.alpha(of: chain.current)
                let inside = chain.add("feComponentTransfer", input: alpha, children: "<feFuncA type=\"discrete\" tableValues=\"\(table)\"/>")
                _ = chain.colored(color, where: inside)
            }
        }
        let region = [-margin, -margin, size.width + 2 * margin, size.height + 2 * margin].map(SVGFormat.number)
        return define(prefix: "filter", "<filter id=\"#ID\" filterUnits=\"userSpaceOnUse\" x=\"\(region[0])\" y=\"\(region[1])\" "
                      + "width=\"\(region[2])\" height=\"\(region[3])\" color-interpolation-filters=\"sRGB\">"
                      + chain.primitives.joined() + "</filter>")
    }
}

/// Filter primitives being chained: each takes the previous result (or any named one) and
/// names its own.
private struct FilterChain {
    var primitives: [String] = []
    /// The result the next primitive works on.
    var current = "SourceGraphic"
    private var count = 0

    /// Appends a primitive reading `input`; its result becomes `current` and is returned.
    @discardableResult
    mutating func add(_ name: String, input: String, _ attributes: String = "", children: String? = nil) -> String {
        count += 1
        let result = "r\(count)"
        let head = "<\(name) in=\"\(input)\"\(attributes.isEmpty ? "" : " " + attributes) result=\"\(result)\""
        primitives.append(children.map { head + ">" + $0 + "</\(name)>" } ?? head + "/>")
        current = result
        return result
    }

    /// The alpha of `input` (black with its alpha): `SourceAlpha` for the source graphic.
    mutating func alpha(of input: String) -> String {
        guard input != "SourceGraphic" else { return "SourceAlpha" }
        return add("feColorMatrix", input: input, "type=\"matrix\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\"")
    }

    /// `color` where `shape` is opaque (scaled by its alpha).
    mutating func colored(_ color: RGBA, where shape: String) -> String {
        count += 1
        let flood = "r\(count)"
        let opacity = SVGFormat.number(color.alpha.clampedToUnit)
        primitives.append("<feFlood" + SVGFormat.colorAttribute(color, as: "flood-color")
                          + (opacity == "1" ? "" : " flood-opacity=\"\(opacity)\"") + " result=\"\(flood)\"/>")
        return add("feComposite", input: flood, "in2=\"\(shape)\" operator=\"in\"")
    }

    /// `lower`, with `upper` drawn over it.
    mutating func merge(_ lower: String, then upper: String) {
        count += 1
        let result = "r\(count)"
        primitives.append("<feMerge result=\"\(result)\"><feMergeNode in=\"\(lower)\"/><feMergeNode in=\"\(upper)\"/></feMerge>")
        current = result
    }
}
