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
/// - an opacity group becomes a transparency-group form XObject drawn at its opacity;
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
    var imageNames: [ImagePixels: String] = [:]
    /// The content streams being written: the page's first, then one per open opacity group.
    var contents: [String] = [""]
    /// The open scopes, innermost last: a clip, or a group with its opacity.
    private var scopes: [Scope] = []

    private enum Scope {
        case clip
        case group(opacity: Double)
    }

    /// A writer for a page of `size` points; `scale` (the figure's pixels per point) sets the
    /// tolerance of stroke outlines.
    init(size: Size, scale: Double) {
        self.size = size
        tolerance = min(0.025, 0.05 / max(scale, 1e-3))
        resourcesNumber = document.reserve()
    }

    /// The PDF file for `list` on a page of `size` points, with `title` in its information;
    /// `compressed: false` leaves the streams readable (for tests).
    static func document(for list: DisplayList, size: Size, scale: Double, title: String,
                         compressed: Bool = true) -> [UInt8] {
        var writer = PDFWriter(size: size, scale: scale)
        writer.document.compressesStreams = compressed
        writer.append("1 0 0 -1 0 \(writer.number(size.height)) cm")
        writer.writeBackground(list.background)
        for item in list.items { writer.write(item) }
        while !writer.scopes.isEmpty { writer.closeScope() }
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
        switch item {
        case .fill(let path, let paint, let rule):
            guard !path.isEmpty else { return }
            writeFill(path, paint, rule: rule)
        case .stroke(let path, let paint, let style):
            guard !path.isEmpty, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            writeStroke(path, paint, style)
        case .beginClip(let path, let rule):
            append("q " + pathOperators(path) + (rule == .evenOdd ? " W* n" : " W n"))
            scopes.append(.clip)
        case .endClip:
            closeInnermost { if case .clip = $0 { true } else { false } }
        case .beginGroup(let opacity):
            contents.append("")
            scopes.append(.group(opacity: opacity))
        case .endGroup:
            closeInnermost { if case .group = $0 { true } else { false } }
        case .image(let pixels, let rect):
            guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
            let image = imageXObject(pixels)
            append("q \(number(rect.width)) 0 0 \(number(-rect.height)) \(number(rect.minX)) \(number(rect.maxY)) cm /\(image) Do Q")
        }
    }

    // MARK: - Scopes

    /// Closes scopes from the innermost out through the innermost one that `matches`; nothing
    /// when no open scope matches.
    private mutating func closeInnermost(where matches: (Scope) -> Bool) {
        guard let target = scopes.lastIndex(where: matches) else { return }
        while scopes.count > target { closeScope() }
    }

    /// Closes the innermost scope: a clip's `Q`, or a group's form XObject drawn at its opacity
    /// into the content it was opened in.
    private mutating func closeScope() {
        guard let scope = scopes.popLast() else { return }
        switch scope {
        case .clip:
            append("Q")
        case .group(let opacity):
            let content = contents.removeLast()
            let form = document.addStream(
                "/Type /XObject /Subtype /Form /BBox [0 0 \(number(size.width)) \(number(size.height))] "
                    + "/Group <</S /Transparency /I true /CS /DeviceRGB>> /Resources \(resourcesNumber) 0 R",
                Array(content.utf8))
            let name = addResource("XObject", prefix: "Fm", object: form)
            let alpha = number(opacity.clampedToUnit)
            append("q \(alpha == "1" ? "" : "/\(alphaState(alpha, alpha)) gs ")/\(name) Do Q")
        }
    }

    // MARK: - Output helpers

    /// Appends a line of operators to the innermost content stream.
    mutating func append(_ operators: String) {
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
