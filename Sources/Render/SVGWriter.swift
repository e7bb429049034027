import Canvas
import Foundation
import Geometry

/// Writes a display list as a clean, readable SVG document in points.
///
/// One element per drawn item; gradients, clip paths and masks live in `<defs>` with short ids,
/// shared when two items use the same one; clips and opacity groups become nested `<g>`
/// elements, closed by the same rule as the rasterizer (an `end` closes the innermost scope of
/// its kind and everything opened inside it). The document's size is the PNG's pixel size divided
/// by the scale, so an SVG renderer asked for the PNG's pixel size draws at exactly the PNG's
/// scale.
struct SVGWriter {
    /// The document size in points (the pixel-snapped figure size).
    let size: Size
    private var definitions: [String] = []
    private var definitionIDs: [String: String] = [:]
    private var body: [String] = []
    private var openScopes: [Bool] = []  // true for a clip, false for a group
    private var indent = "  "

    /// A writer for a figure of `size` points.
    init(size: Size) {
        self.size = size
    }

    /// The SVG document for `list`, `size` points wide and high.
    static func document(for list: DisplayList, size: Size) -> String {
        var writer = SVGWriter(size: size)
        if list.background.alpha > 0 {
            writer.body.append("  <rect width=\"\(SVGFormat.number(size.width))\" height=\"\(SVGFormat.number(size.height))\"\(writer.paintAttributes(.solid(list.background), as: "fill"))/>")
        }
        for item in list.items { writer.write(item) }
        while !writer.openScopes.isEmpty { writer.closeScope() }
        return writer.finished()
    }

    func finished() -> String {
        let (w, h) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions.map { "    " + $0 }
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Items

    private mutating func write(_ item: DisplayItem) {
        switch item {
        case .fill(let path, let paint, let rule):
            guard !path.isEmpty else { return }
            let d = SVGFormat.pathData(path)
            let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
            if paint.isAngularGradient {
                writeAngularGradient(paint, maskShape: "<path d=\"\(d)\" fill=\"#fff\"\(ruleAttribute)/>")
            } else {
                body.append(indent + "<path d=\"\(d)\"\(paintAttributes(paint, as: "fill"))\(ruleAttribute)/>")
            }
        case .stroke(let path, let paint, let style):
            guard !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return }
            let d = SVGFormat.pathData(path)
            let strokeAttributes = Self.strokeAttributes(style)
            if paint.isAngularGradient {
                writeAngularGradient(paint, maskShape: "<path d=\"\(d)\" fill=\"none\" stroke=\"#fff\"\(strokeAttributes)/>")
            } else {
                body.append(indent + "<path d=\"\(d)\" fill=\"none\"\(paintAttributes(paint, as: "stroke"))\(strokeAttributes)/>")
            }
        case .beginClip(let path, let rule):
            let ruleAttribute = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
            let id = define(prefix: "clip", "<clipPath id=\"#ID\"><path d=\"\(SVGFormat.pathData(path))\"\(ruleAttribute)/></clipPath>")
            openScope(clip: true, "<g clip-path=\"url(#\(id))\">")
        case .beginGroup(let opacity):
            openScope(clip: false, "<g opacity=\"\(SVGFormat.number(opacity.clampedToUnit))\">")
        case .endClip:
            closeInnermost(clip: true)
        case .endGroup:
            closeInnermost(clip: false)
        case .image(let pixels, let rect):
            if let element = SVGFormat.imageElement(pixels, in: rect) { body.append(indent + element) }
        }
    }

    /// `stroke-width` and every stroke attribute that differs from SVG's default.
    static func strokeAttributes(_ style: StrokeStyle) -> String {
        var text = " stroke-width=\"\(SVGFormat.number(style.lineWidth))\""
        switch style.lineCap {
        case .butt: break
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter:
            // SVG's default miter limit is 4; SwiftUI's is 10.
            if style.miterLimit != 4 { text += " stroke-miterlimit=\"\(SVGFormat.number(max(1, style.miterLimit)))\"" }
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        }
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            text += " stroke-dasharray=\"\(dashes.map(SVGFormat.number).joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGFormat.number(style.dashPhase))\"" }
        }
        return text
    }

    // MARK: - Scopes and definitions

    private mutating func openScope(clip: Bool, _ element: String) {
        body.append(indent + element)
        openScopes.append(clip)
        indent += "  "
    }

    private mutating func closeScope() {
        openScopes.removeLast()
        indent.removeLast(2)
        body.append(indent + "</g>")
    }

    private mutating func closeInnermost(clip: Bool) {
        guard openScopes.contains(clip) else { return }
        while let last = openScopes.last {
            closeScope()
            if last == clip { return }
        }
    }

    /// Adds a definition (with `#ID` where its id goes) unless an identical one exists; returns the id.
    mutating func define(prefix: String, _ template: String) -> String {
        if let id = definitionIDs[template] { return id }
        let id = "\(prefix)\(definitions.count + 1)"
        definitionIDs[template] = id
        definitions.append(template.replacingOccurrences(of: "#ID", with: id))
        return id
    }

    /// Appends a body element at the current indentation.
    mutating func appendBody(_ element: String) {
        body.append(indent + element)
    }
}

extension Paint {
    /// True for an angular gradient, transformed or not: SVG draws those as a fan of wedges.
    var isAngularGradient: Bool {
        switch self {
        case .angularGradient: true
        case .transformed(let inner, _): inner.isAngularGradient
        default: false
        }
    }
}
