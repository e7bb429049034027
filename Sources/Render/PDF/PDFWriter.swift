import Canvas
import Foundation
import Geometry

/// Writes a display list as a one-page vector PDF in points.
///
/// The page is the SVG's size (the PNG's pixel size over the scale), and its content starts by
/// flipping the y axis, so every coordinate is written as the display list has it (y down, from the
/// top left). Each item is one graphics-state block (`q … Q`):
/// - fills and strokes are native PDF paths (`f`, `f*`, `S` with the stroke's width, caps, joins,
///   miter limit and dashes); quadratic segments become the equivalent cubics;
/// - clips are `W n` / `W* n` inside a `q` that the matching `endClip` closes;
/// - an opacity group, and a layer PDF can draw (PDFWriter+Layers.swift), becomes a
///   transparency-group form XObject drawn at its opacity, in its blend mode, through its mask;
///   a layer with filters or a Porter–Duff blend mode is drawn by the rasterizer into an image;
/// - gradients are shadings painted inside a clip to the shape (a gradient stroke clips to the
///   stroke's outline from Geometry's stroker, the rasterizer's own), with a soft mask of the
///   stops' alphas when some stop is translucent; angular gradients are `AngularWedgeFan`'s wedges;
/// - images are image XObjects with their alpha as a soft mask, and image paints tiling patterns.
/// Scopes close by the rasterizer's rule: an end closes the innermost scope of its kind and
/// everything opened inside it; what is still open at the end is closed.
///
/// Every object the page uses is named in one shared resource dictionary, which the page, the
/// groups, the masks and the patterns all refer to.
struct PDFWriter {
    /// The page size in points.
    let size: Size
    /// The figure's pixels per point: the resolution of what is rasterized (a layer PDF cannot
    /// draw), so its pixels are the PNG's.
    let scale: Double
    /// The most pixels a rasterized layer may have; beyond it, its resolution is lowered.
    var rasterPixelLimit = 50_000_000
    /// The interrupt or memory refusal that stopped a part of the page drawn as pixels; the
    /// document then throws it instead of finishing without that part.
    var stoppedBy: RenderError?
    /// The flattening tolerance, in points, of the outlines of gradient strokes.
    let tolerance: Double
    var document = PDFDocument()
    /// The shared resource dictionary's object number.
    let resourcesNumber: Int
    /// Resource names by kind (`ExtGState`, `Shading`, `Pattern`, `XObject`): name → object.
    var resources: [String: [(name: String, object: Int)]] = [:]
    /// Objects already made, by the text that describes them, so identical ones are shared.
    var sharedObjects: [String: String] = [:]
    /// Image XObjects already made, by their pixels.
    var imageNames: [ImageKey: String] = [:]
    /// The content streams being written: the page's (or a mask's) first, then one per open
    /// group or layer.
    var contents: [String] = [""]
    /// The open scopes, innermost last.
    var scopes: [Scope] = []
    /// Every item written so far on the page (or in the mask being written), for redrawing a
    /// layer, or a layer and its backdrop, with the rasterizer.
    var history: [DisplayItem] = []
    /// Where what the page (or mask) draws starts: its first item, its content after the
    /// writer's flip, and its background.
    var root = Backdrop(firstItem: 0, contentOffset: 0, background: .clear)
    /// True while a layer's mask is being written: its content is not the page's.
    var isWritingMask = false
    /// Porter–Duff layers closed but not yet drawn with their backdrop (PDFWriter+Layers.swift).
    var pendingBackdrop: PendingBackdrop?

    /// An open scope.
    enum Scope {
        /// A clip, with the operators that opened it and its path's bounds.
        case clip(operators: String, bounds: Rect)
        /// A group or layer drawn as a form XObject, its content in its own stream from `backdrop`.
        case layer(Layer, backdrop: Backdrop)
        /// A layer the rasterizer draws: its items are `history[firstItem...]`, and for a
        /// Porter–Duff layer its backdrop's too.
        case rasterized(Layer, firstItem: Int)
        /// A scope opened inside a rasterized layer: only counted, so the layer closes where the
        /// rasterizer would close it.
        case counted(isClip: Bool)

        var isClip: Bool {
            switch self {
            case .clip, .counted(isClip: true): true
            default: false
            }
        }
    }

    /// Where the content of a page, mask, group or layer starts: what a layer in a Porter–Duff
    /// blend mode composites onto (the rasterizer's backdrop).
    struct Backdrop {
        /// The index in `history` of its first item.
        var firstItem: Int
        /// The length (UTF-8) of its content stream before its first item.
        var contentOffset: Int
        /// What it is drawn on: the figure's background for the page, else transparent.
        var background: RGBA
    }

    /// Porter–Duff layers waiting to be drawn with their backdrop: `history[backdrop.firstItem..<end]`
    /// in place of `contents[content]` from `backdrop.contentOffset`.
    struct PendingBackdrop {
        var backdrop: Backdrop
        var end: Int
        var content: Int
        /// The clips open inside the enclosing group, opened again after the image.
        var openClips: [String]
        /// The bounds of the clips open around the enclosing group.
        var outerClipBounds: [Rect]
    }

    /// A writer for a page of `size` points; `scale` (the figure's pixels per point) sets the
    /// tolerance of stroke outlines.
    init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
        tolerance = min(0.025, 0.05 / max(scale, 1e-3))
        resourcesNumber = document.reserve()
    }

    /// The PDF file for `list` on a page of `size` points, with `title` in its information;
    /// `compressed: false` leaves the streams readable (for tests).
    /// - Throws: `RenderError` when the thread's `ResourceContext` was interrupted (asked before
    ///   each item) or stopped a part of the page drawn as pixels (`stoppedBy`).
    static func document(for list: DisplayList, size: Size, scale: Double, title: String,
                         compressed: Bool = true, rasterPixelLimit: Int = 50_000_000) throws(RenderError) -> [UInt8] {
        var writer = PDFWriter(size: size, scale: scale)
        writer.document.compressesStreams = compressed
        writer.rasterPixelLimit = rasterPixelLimit
        writer.append("1 0 0 -1 0 \(writer.number(size.height)) cm")
        writer.root = Backdrop(firstItem: 0, contentOffset: writer.contents[0].utf8.count, background: list.background)
        writer.writeBackground(list.background)
        for item in list.items {
            try ResourceContext.checkpoint(RenderError.init)
            writer.write(item)
        }
        while !writer.scopes.isEmpty { writer.closeScope() }
        writer.drawPendingBackdrop()
        if let stopped = writer.stoppedBy { throw stopped }
        return writer.finished(title: title)
    }

    /// Serialises the page, its resources and the document catalogue.
    private mutating func finished(title: String) -> [UInt8] {
        var dictionary = ""
        for kind in resources.keys.sorted() {
            let entries = resources[kind, default: []].map { "/\($0.name) \($0.object) 0 R" }.joined(separator: " ")
            dictionary += "/\(kind) <<\(entries)>> "
        }
        document.set(resourcesNumber, "<<\(dictionary)>>")
        let content = document.addStream("", Array(contents[0].utf8))
        let pages = document.reserve()
        let page = document.add("<</Type /Page /Parent \(pages) 0 R /MediaBox [0 0 \(number(size.width)) \(number(size.height))] "
            + "/Resources \(resourcesNumber) 0 R /Contents \(content) 0 R "
            + "/Group <</S /Transparency /CS /DeviceRGB>>>>")
        document.set(pages, "<</Type /Pages /Kids [\(page) 0 R] /Count 1>>")
        let catalog = document.add("<</Type /Catalog /Pages \(pages) 0 R>>")
        let info = document.add("<</Title \(PDFDocument.textString(title)) /Producer (Shapebook)>>")
        return document.serialized(root: catalog, info: info)
    }

    // MARK: - Items

    /// A rectangle over the whole page in `background`, unless it is fully transparent.
    private mutating func writeBackground(_ background: RGBA) {
        guard background.alpha > 0 else { return }
        append("q \(solidFill(background)) 0 0 \(number(size.width)) \(number(size.height)) re f Q")
    }

    /// Writes one display-list item.
    mutating func write(_ item: DisplayItem) {
        history.append(item)
        if scopes.contains(where: { if case .rasterized = $0 { true } else { false } }) { return count(item) }
        switch item {
        case .fill(let path, let paint, let rule):
            guard !path.isEmpty else { return }
            writeFill(path, paint, rule: rule)
        case .stroke(let path, let paint, let style):
            guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            writeStroke(path, paint, style)
        case .beginClip(let path, let rule):
            let operators = "q " + pathOperators(path) + (rule == .evenOdd ? " W* n" : " W n")
            append(operators)
            scopes.append(.clip(operators: operators, bounds: path.isEmpty ? .zero : path.boundingRect))
        case .endClip:
            closeInnermost { $0.isClip }
        case .beginGroup(let opacity):
            openLayer(Layer(opacity: opacity))
        case .beginLayer(let layer):
            openLayer(layer)
        case .endGroup:
            closeInnermost { !$0.isClip }
        case .image(let pixels, let rect):
            guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
            let image = imageXObject(pixels)
            append("q \(number(rect.width)) 0 0 \(number(-rect.height)) \(number(rect.minX)) \(number(rect.maxY)) cm /\(image) Do Q")
        }
    }

    // MARK: - Scopes

    /// Closes scopes from the innermost out through the innermost one that `matches`; nothing
    /// when no open scope matches.
    mutating func closeInnermost(where matches: (Scope) -> Bool) {
        guard let target = scopes.lastIndex(where: matches) else { return }
        while scopes.count > target { closeScope() }
    }

    /// Closes the innermost scope: a clip's `Q`; a layer drawn into the content it was opened in
    /// (PDFWriter+Layers.swift).
    mutating func closeScope() {
        guard let scope = scopes.popLast() else { return }
        switch scope {
        case .clip:
            append("Q")
        case .layer(let layer, _):
            closeLayer(layer)
        case .rasterized(let layer, let firstItem):
            closeRasterizedLayer(layer, firstItem: firstItem)
        case .counted:
            break
        }
    }

    // MARK: - Output helpers

    /// Appends a line of operators to the innermost content stream, after the Porter–Duff layers
    /// waiting for it.
    mutating func append(_ operators: String) {
        drawPendingBackdrop()
        contents[contents.count - 1] += operators + "\n"
    }

    /// A coordinate or length as PDF writes it: at most 3 decimals, as the SVG writer.
    func number(_ value: Double) -> String {
        SVGFormat.number(value)
    }

    /// Registers `object` under a new name of `kind` and returns the name.
    mutating func addResource(_ kind: String, prefix: String, object: Int) -> String {
        let name = "\(prefix)\(resources[kind, default: []].count + 1)"
        resources[kind, default: []].append((name, object))
        return name
    }

    /// The path's construction operators (`m`, `l`, `c`, `h`), quadratics raised to cubics.
    func pathOperators(_ path: Path) -> String {
        var text = ""
        var current: Point?
        var subpathStart = Point.zero
        func point(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        for element in path.elements {
            switch element {
            case .move(let p):
                text += point(p) + " m "
                current = p
                subpathStart = p
            case .line(let p):
                text += point(p) + (current == nil ? " m " : " l ")
                current = p
            case .quadCurve(let p, let control):
                let start = current ?? p
                if current == nil { text += point(start) + " m " }
                let c1 = start + (control - start) * (2.0 / 3.0)
                let c2 = p + (control - p) * (2.0 / 3.0)
                text += point(c1) + " " + point(c2) + " " + point(p) + " c "
                current = p
            case .curve(let p, let c1, let c2):
                if current == nil { text += point(c1) + " m " }
                text += point(c1) + " " + point(c2) + " " + point(p) + " c "
                current = p
            case .closeSubpath:
                if current != nil { text += "h " }
                current = subpathStart
            }
        }
        return String(text.dropLast())
    }
}
