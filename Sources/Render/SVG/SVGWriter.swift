import Canvas
import Foundation
import Geometry

/// Writes a display list as a clean, readable SVG document in points.
///
/// One element per drawn item; gradients, clip paths, masks and filters live in `<defs>` with
/// short ids, shared when two items use the same one; clips, opacity groups and layers become
/// nested `<g>` elements (SVGWriter+Layers.swift), closed by the same rule as the rasterizer (an `end` closes the innermost scope of
/// its kind and everything opened inside it). The document's size is the PNG's pixel size divided
/// by the scale, so an SVG renderer asked for the PNG's pixel size draws at exactly the PNG's
/// scale.
struct SVGWriter {
    /// The document size in points (the pixel-snapped figure size).
    let size: Size
    private var definitions: [String] = []
    private var definitionIDs: [String: String] = [:]
    var body: [String] = []
    var openScopes: [OpenScope] = []
    /// Where the backdrop of a layer outside every scope starts in `body`: the document's start,
    /// or an animation frame's (`openOuterGroup`).
    var backdropFloor = 0
    var indent = "  "
    /// What the figure's colours ask of the page, for the document's style sheet: the colour
    /// `currentColor` stands for, and what the figure does under a dark colour scheme
    /// (`appearanceStyle(for:secondary:)`); nil for no style sheet.
    var contrast: PageContrast?
    /// The document's `<title>`: the figure's description, which assistive technology reads
    /// where the SVG is inline and viewers show on hover; nil for none.
    var title: String?

    /// A writer for a figure of `size` points.
    init(size: Size) {
        self.size = size
    }

    /// The SVG document for `list`, `size` points wide and high, titled `title`.
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted.
    static func document(for list: DisplayList, size: Size, title: String? = nil) throws(RenderError) -> String {
        var writer = SVGWriter(size: size)
        writer.title = title
        writer.contrast = PageContrast(list)
        writer.writeBackground(list.background)
        for item in list.items {
            try ResourceContext.checkpoint(RenderError.init)
            writer.write(item)
        }
        writer.closeAllScopes()
        return writer.finished()
    }

    func finished() -> String {
        let (w, h) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"]
        if let title, !title.isEmpty { lines.append("  <title>\(SVGFormat.escaped(title))</title>") }
        if let contrast {
            // Only semantic ink writes `class="secondary-…"`.
            let secondary = contrast.hasSemanticInk ? Self.secondaryProperties(in: [definitions, body]) : []
            if let style = Self.appearanceStyle(for: contrast, secondary: secondary) { lines.append("  <style>\(style)</style>") }
        }
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions.map { "    " + $0 }
            lines.append("  </defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The properties (`SVGFormat.semanticProperties`, in that order) that some line paints in
    /// `Color.secondary`, by its `class="secondary-…"`.
    ///
    /// One pass over the bytes: Foundation's `String.contains`, once per property and line, took
    /// half of the time of a large figure's SVG.
    static func secondaryProperties(in groups: [[String]]) -> [String] {
        let marker = Array("class=\"secondary-".utf8)
        var found: Set<String> = []
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            var index = 0
            while index + marker.count <= bytes.count {
                defer { index += 1 }
                guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else { continue }
                let start = index + marker.count
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
                index = end
            }
        }
        for line in groups.joined() {
            if line.utf8.withContiguousStorageIfAvailable(scan) == nil { Array(line.utf8).withUnsafeBufferPointer(scan) }
        }
        return SVGFormat.semanticProperties.filter(found.contains)
    }

    /// The style sheet that sets what `currentColor` (the semantic colours) is and how the figure
    /// looks under `prefers-color-scheme: dark`, or nil when the figure needs none; `secondary`
    /// lists the properties (`fill`, `stroke`, …) that some element paints in `Color.secondary`.
    ///
    /// Inline in an HTML page, `svg:root` matches nothing, so `currentColor` is the page's text
    /// colour. As its own document (an `<img>`, as JupyterLab and nbconvert show SVG), the figure
    /// cannot see the page; it sees the colour scheme (Chromium gives an SVG image its embedder's,
    /// else the browser's). Under a dark scheme a figure whose fixed colours read on a dark page
    /// takes SwiftUI's dark appearance (semantic colours white) on a dark backdrop, and one with
    /// dark fixed ink keeps its light appearance on a light backdrop: either way it stays readable
    /// whatever the page behind the image really is.
    ///
    /// `Color.secondary` is `currentColor` at its opacity too, so inline it is the page's text
    /// colour at 60%; as its own document in the light appearance it is secondaryLabel's grey
    /// (`svg:root .secondary-fill{fill:#3c3c43}`), which the PNG draws, and in the dark one the
    /// page's colour again.
    static func appearanceStyle(for contrast: PageContrast, secondary properties: [String] = []) -> String? {
        let grey = SVGFormat.hexColor(red: RGBA.secondary.red, green: RGBA.secondary.green, blue: RGBA.secondary.blue)
        let light = (contrast.hasSemanticInk ? "svg:root{color:#000}" : "")
            + properties.map { "svg:root .secondary-\($0){\($0):\(grey)}" }.joined()
        if contrast.hasOpaqueBackground { return light.isEmpty ? nil : light }
        if contrast.svgNeedsLightPage { return light + "@media (prefers-color-scheme:dark){svg:root{background:#fff}}" }
        if contrast.hasSemanticInk {
            let followPage = properties.map { "svg:root .secondary-\($0){\($0):currentColor}" }.joined()
            return light + "@media (prefers-color-scheme:dark){svg:root{color:#fff;background:#111}\(followPage)}"
        }
        return light.isEmpty ? nil : light
    }

    // MARK: - Items

    /// A rectangle over the whole document in `background`, unless it is fully transparent.
    mutating func writeBackground(_ background: RGBA) {
        guard background.alpha > 0 else { return }
        appendBody("<rect width=\"\(SVGFormat.number(size.width))\" height=\"\(SVGFormat.number(size.height))\"\(colorAttributes(background, as: "fill"))/>")
    }

    /// Writes `item` as its element, with `animations` (whole `<animate>` elements) as the
    /// element's children: the one place that decides how each kind of item is written, for
    /// still figures (no animations) and `AnimatedSVGWriter` alike.
    ///
    /// A fill or stroke animates its `<path>`, a clip the `<path>` inside its `<clipPath>`, an
    /// opacity group its `<g>`; angular gradients, images and scope ends take no animations. A
    /// stroke of width 0 is drawn only when it animates (its width may grow).
    mutating func write(_ item: DisplayItem, animations: [String] = []) {
        switch item {
        case .fill(let path, let paint, let rule):
            guard !path.isEmpty else { return }
            let d = SVGFormat.pathData(path)
            let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
            if paint.isAngularGradient {
                writeAngularGradient(paint, maskShape: "<path d=\"\(d)\" fill=\"#fff\"\(ruleAttribute)/>")
            } else {
                appendPath("<path d=\"\(d)\"\(paintAttributes(paint, as: "fill"))\(ruleAttribute)", children: animations)
            }
        case .stroke(let path, let paint, let style):
            guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 || !animations.isEmpty else { return }
            let d = SVGFormat.pathData(path)
            let strokeAttributes = Self.strokeAttributes(style)
            if paint.isAngularGradient {
                writeAngularGradient(paint, maskShape: "<path d=\"\(d)\" fill=\"none\" stroke=\"#fff\"\(strokeAttributes)/>")
            } else {
                appendPath("<path d=\"\(d)\" fill=\"none\"\(paintAttributes(paint, as: "stroke"))\(strokeAttributes)",
                           children: animations)
            }
        case .beginClip(let path, let rule):
            let ruleAttribute = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
            let clipPath = "<path d=\"\(SVGFormat.pathData(path))\"\(ruleAttribute)"
                + (animations.isEmpty ? "/>" : ">" + animations.joined() + "</path>")
            let id = define(prefix: "clip", "<clipPath id=\"#ID\">\(clipPath)</clipPath>")
            openScope(clip: true, "<g clip-path=\"url(#\(id))\">")
        case .beginGroup(let opacity):
            openScope(clip: false, "<g opacity=\"\(SVGFormat.number(opacity.clampedToUnit))\">")
            for animation in animations { appendBody(animation) }
        case .beginLayer(let layer):
            openLayer(layer)
        case .endClip:
            closeInnermost(clip: true)
        case .endGroup:
            closeInnermost(clip: false)
        case .image(let pixels, let rect):
            if let element = SVGFormat.imageElement(pixels, in: rect) { appendBody(element) }
        }
    }

    /// A `<path` element without its closing `/>` (`opening`), closed at once or around `children`.
    private mutating func appendPath(_ opening: String, children: [String]) {
        guard !children.isEmpty else { return appendBody(opening + "/>") }
        appendBody(opening + ">")
        for child in children { appendBody("  " + child) }
        appendBody("</path>")
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

    /// One open `<g>` scope: a clip, or a group or layer.
    struct OpenScope {
        var isClip: Bool
        /// The index in `body` of the scope's opening `<g>`.
        var start: Int
        /// For a layer whose blend mode has no `mix-blend-mode` keyword: the mode and where its
        /// backdrop starts in `body`, to recompose the two on closing (SVGWriter+Recomposition.swift).
        var recomposition: (mode: BlendMode, backdropStart: Int)? = nil
    }

    mutating func openScope(clip: Bool, _ element: String, recomposition: (mode: BlendMode, backdropStart: Int)? = nil) {
        body.append(indent + element)
        openScopes.append(OpenScope(isClip: clip, start: body.count - 1, recomposition: recomposition))
        indent += "  "
    }

    private mutating func closeScope() {
        let scope = openScopes.removeLast()
        indent.removeLast(2)
        body.append(indent + "</g>")
        if let recomposition = scope.recomposition { recompose(scope.start, recomposition.mode, backdropStart: recomposition.backdropStart) }
    }

    private mutating func closeInnermost(clip: Bool) {
        guard openScopes.contains(where: { $0.isClip == clip }) else { return }
        while let last = openScopes.last {
            closeScope()
            if last.isClip == clip { return }
        }
    }

    /// Closes every clip and group still open.
    mutating func closeAllScopes() {
        while !openScopes.isEmpty { closeScope() }
    }

    /// Opens a `<g>` that is not a clip or opacity scope (an animation's frame): `element`, then
    /// `children` inside it; what follows is indented inside it until `closeOuterGroup`.
    /// Close every scope opened inside it first.
    mutating func openOuterGroup(_ element: String, children: [String]) {
        appendBody(element)
        indent += "  "
        for child in children { appendBody(child) }
        backdropFloor = body.count
    }

    /// Closes the group `openOuterGroup` opened.
    mutating func closeOuterGroup() {
        indent.removeLast(2)
        appendBody("</g>")
        backdropFloor = body.count
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
