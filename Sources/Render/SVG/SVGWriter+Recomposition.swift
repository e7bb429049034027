import Canvas
import Foundation

/// Layers in the Porter–Duff blend modes, which `mix-blend-mode` lacks, written by moving the
/// layer and its backdrop (what was drawn before it in the same group or layer: the same pixels
/// the rasterizer composites onto) once the layer closes:
/// - `destinationOver`: the layer's elements go before the backdrop's;
/// - `destinationOut`: the layer is not drawn; the backdrop goes inside a luminance `<mask>` that
///   is white where the layer is transparent and black where it is opaque (the layer drawn black
///   through a `feColorMatrix` over a white rectangle): the backdrop × (1 − the layer's alpha),
///   exactly the mode's formula — the classic cut-out (`Text(…).blendMode(.destinationOut)` in a
///   compositing group);
/// - `sourceAtop` and `plusLighter`: the backdrop moves into `<defs>` as a `<g id>`, and the layer
///   is drawn through a filter that brings the backdrop in with `<feImage href>` and composites
///   the two with `feComposite` (`operator="atop"`; `operator="arithmetic" k2="1" k3="1"`, the
///   clamped sum): exactly the modes' formulas, in rsvg, Chromium and WebKit. (Firefox does not
///   draw `feImage` of an element; there these layers lose their backdrop.)
/// When a clip is open between the layer and its group, the backdrop cannot be lifted out whole;
/// the layer is then written as a normal one.
extension SVGWriter {
    /// Where the backdrop of a layer opened now starts in `body`, or nil when a clip is open
    /// inside the innermost group (its `<g>` cannot be split).
    var backdropStart: Int? {
        guard let innermost = openScopes.last else { return backdropFloor }
        return innermost.isClip ? nil : innermost.start + 1
    }

    /// Rewrites `body` from `backdropStart` on: the backdrop's lines up to `layerStart`, then
    /// the layer's, recomposed for `mode`.
    mutating func recompose(_ layerStart: Int, _ mode: BlendMode, backdropStart: Int) {
        guard backdropStart <= layerStart, layerStart < body.count else { return }
        let backdrop = Array(body[backdropStart..<layerStart]), layer = Array(body[layerStart...])
        body.removeSubrange(backdropStart...)
        let (w, h) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        func wrapped(_ opening: String, _ lines: [String]) {
            appendBody(opening)
            body += lines.map { "  " + $0 }
            appendBody("</g>")
        }
        switch mode {
        case .destinationOver:
            body += layer + backdrop
        case .destinationOut:
            let black = define(prefix: "filter", "<filter id=\"#ID\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" "
                               + "color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" "
                               + "values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0\"/></filter>")
            let content = layer.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
            let mask = define(prefix: "mask", "<mask id=\"#ID\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\">"
                              + "<rect width=\"\(w)\" height=\"\(h)\" fill=\"#fff\"/><g filter=\"url(#\(black))\">\(content)</g></mask>")
            wrapped("<g mask=\"url(#\(mask))\">", backdrop)
        case .sourceAtop, .plusLighter:
            let name = define(prefix: "backdrop", "<g id=\"#ID\">" + backdrop.map { $0.trimmingCharacters(in: .whitespaces) }.joined() + "</g>")
            let composite = mode == .sourceAtop ? "operator=\"atop\"" : "operator=\"arithmetic\" k2=\"1\" k3=\"1\""
            let filter = define(prefix: "filter", "<filter id=\"#ID\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" "
                                + "color-interpolation-filters=\"sRGB\"><feImage href=\"#\(name)\" result=\"backdrop\"/>"
                                + "<feComposite in=\"SourceGraphic\" in2=\"backdrop\" \(composite)/></filter>")
            wrapped("<g filter=\"url(#\(filter))\">", layer)
        default:
            body += backdrop + layer
        }
    }
}
