import Canvas
import Geometry

/// Layers (`DisplayItem.beginLayer`) in PDF: vectors where PDF has the operation, the
/// rasterizer's own pixels where it has not.
///
/// - Opacity, the sixteen W3C blend modes and alpha masks are PDF's transparency model (the W3C
///   took the blend modes from PDF 1.4): the layer's items go into an isolated transparency-group
///   form XObject, drawn through a graphics state with `/ca` and `/CA`, `/BM` and an `/SMask` of
///   type `/Alpha` whose group draws the mask's items. An outer clip clips the drawn group, as
///   the rasterizer clips the finished layer.
/// - Filters (blurs, shadows, colour matrices, alpha thresholds) have no PDF form: the layer's
///   items, from its `beginLayer` to the item that closes it, are drawn by the rasterizer on
///   their own at the figure's scale (filters, mask and opacity applied), cropped to their ink,
///   and placed as an image XObject with its alpha as a soft mask, in the layer's blend mode and
///   through the clips open around it: the PNG's pixels, on the PNG's pixel grid.
/// - The Porter–Duff modes and the additive ones (`sourceAtop`, `destinationOver`,
///   `destinationOut`, `plusLighter`, `plusDarker`) depend on the backdrop, which PDF cannot
///   read: the backdrop (what the enclosing group, layer, mask or page drew before the layer) is
///   drawn again by the rasterizer with the layer, and the image replaces the backdrop's content;
///   the clips still open inside the enclosing group are opened again after it. The redrawing
///   waits until something else is drawn in that group, so consecutive Porter–Duff layers (a
///   Canvas filling shape after shape in `.plusLighter`) are drawn once, together.
/// The resolution of a rasterized layer is the PNG's (`Canvas.scale`); a layer over more than
/// `rasterPixelLimit` pixels is drawn at a lower one.
extension PDFWriter {
    /// Opens a group or layer: a form XObject's content, or, for a layer PDF cannot draw, a
    /// scope whose items are only counted until it closes.
    mutating func openLayer(_ layer: Layer) {
        if layer.blendMode.pdfName == nil || !layer.filters.isEmpty {
            scopes.append(.rasterized(layer, firstItem: history.count - 1))
        } else {
            drawPendingBackdrop()
            contents.append("")
            scopes.append(.layer(layer, backdrop: Backdrop(firstItem: history.count, contentOffset: 0, background: .clear)))
        }
    }

    /// Inside a rasterized layer: opens or closes counted scopes by the display list's rule, so
    /// the layer closes with the item that closes it in the rasterizer.
    mutating func count(_ item: DisplayItem) {
        switch item {
        case .beginClip: scopes.append(.counted(isClip: true))
        case .beginGroup, .beginLayer: scopes.append(.counted(isClip: false))
        case .endClip: closeInnermost { $0.isClip }
        case .endGroup: closeInnermost { !$0.isClip }
        case .fill, .stroke, .image: break
        }
    }

    /// Draws a closed layer's form XObject into the content it was opened in, at its opacity, in
    /// its blend mode, through its mask.
    mutating func closeLayer(_ layer: Layer) {
        drawPendingBackdrop()
        let form = transparencyGroup(contents.removeLast())
        let name = addResource("XObject", prefix: "Fm", object: form)
        let alpha = number(layer.opacity.clampedToUnit)
        var state = ""
        if layer.blendMode == .normal, layer.mask == nil {
            if alpha != "1" { state = "/\(alphaState(alpha, alpha)) gs " }
        } else {
            var entries = alpha == "1" ? "" : " /ca \(alpha) /CA \(alpha)"
            if layer.blendMode != .normal, let mode = layer.blendMode.pdfName { entries += " /BM /\(mode)" }
            if let mask = layer.mask { entries += " /SMask <</Type /Mask /S /Alpha /G \(maskGroup(mask)) 0 R>>" }
            state = "/\(shared("ExtGState", prefix: "Gs", key: "layer" + entries) { $0.add("<</Type /ExtGState\(entries)>>") }) gs "
        }
        append("q \(state)/\(name) Do Q")
    }

    /// Draws a closed rasterized layer: the layer alone in its blend mode; for a Porter–Duff
    /// mode, the layer with its backdrop in place of the backdrop's content, once something else
    /// is drawn in the enclosing group (`drawPendingBackdrop`).
    mutating func closeRasterizedLayer(_ layer: Layer, firstItem: Int) {
        guard layer.blendMode.pdfName == nil else {
            return drawRasterized(Array(history[firstItem...]), background: .clear, blendMode: layer.blendMode,
                                  within: Self.clipBounds(scopes[...]))
        }
        let enclosing = scopes.lastIndex { if case .layer = $0 { true } else { false } }
        var backdrop = root
        if let enclosing, case .layer(_, let layerBackdrop) = scopes[enclosing] { backdrop = layerBackdrop }
        if var pending = pendingBackdrop, pending.backdrop.firstItem == backdrop.firstItem, pending.content == contents.count - 1 {
            pending.end = history.count
            pendingBackdrop = pending
            return
        }
        drawPendingBackdrop()
        let firstInside = enclosing.map { $0 + 1 } ?? 0
        let openClips = scopes[firstInside...].compactMap { scope -> String? in
            if case .clip(let operators, _) = scope { operators } else { nil }
        }
        pendingBackdrop = PendingBackdrop(backdrop: backdrop, end: history.count, content: contents.count - 1,
                                          openClips: openClips, outerClipBounds: Self.clipBounds(scopes[..<firstInside]))
    }

    /// Draws the Porter–Duff layers waiting to be drawn with their backdrop, if any: the
    /// backdrop's content gives way to one image of the backdrop and the layers, and the clips
    /// open inside the enclosing group are opened again. Called before anything else is drawn,
    /// and before a content stream is opened, closed or read.
    mutating func drawPendingBackdrop() {
        guard let pending = pendingBackdrop else { return }
        pendingBackdrop = nil
        let content = contents[pending.content].utf8
        contents[pending.content] = String(decoding: content.prefix(pending.backdrop.contentOffset), as: UTF8.self)
        drawRasterized(Array(history[pending.backdrop.firstItem..<pending.end]), background: pending.backdrop.background,
                       blendMode: .normal, within: pending.outerClipBounds)
        for operators in pending.openClips { append(operators) }
    }

    /// The bounds of the clips among `scopes`.
    private static func clipBounds(_ scopes: ArraySlice<Scope>) -> [Rect] {
        scopes.compactMap { scope in if case .clip(_, let bounds) = scope { bounds } else { nil } }
    }

    /// Draws `items` with the rasterizer onto `background`, and places the pixels that hold ink
    /// as an image in `blendMode`; only those inside `clipBounds` (the bounds of the clips open
    /// around where the image is drawn) are kept.
    private mutating func drawRasterized(_ items: [DisplayItem], background: RGBA, blendMode: BlendMode,
                                         within clipBounds: [Rect]) {
        let area = size.width * size.height
        let rasterScale = area * scale * scale > Double(rasterPixelLimit) ? (Double(rasterPixelLimit) / area).squareRoot() : scale
        let width = Int(max(1, (size.width * rasterScale - 1e-9).rounded(.up)))
        let height = Int(max(1, (size.height * rasterScale - 1e-9).rounded(.up)))
        guard rasterScale.isFinite, rasterScale > 0,
              let canvas = try? Pixmap(width: width, height: height, background: background) else { return }
        var rasterizer = Rasterizer(pixmap: canvas, scale: rasterScale)
        var shown = PixelRect(width: width, height: height)
        for bounds in clipBounds {
            // Saturating: a clip from a cell may reach 1e300 points, which Int(_:) traps on.
            shown = shown.intersection(PixelRect(minX: Int(saturating: (bounds.minX * rasterScale).rounded(.down)),
                                                 minY: Int(saturating: (bounds.minY * rasterScale).rounded(.down)),
                                                 maxX: Int(saturating: (bounds.maxX * rasterScale).rounded(.up)),
                                                 maxY: Int(saturating: (bounds.maxY * rasterScale).rounded(.up))))
        }
        guard !shown.isEmpty else { return }
        let drawn: Pixmap
        do {
            drawn = try rasterizer.draw(items)
        } catch {
            stoppedBy = stoppedBy ?? error
            return
        }
        guard let (pixels, box) = Self.inkedPixels(drawn, within: shown) else { return }
        let image = imageXObject(pixels, interpolated: false)
        let rect = Rect(x: Double(box.minX) / rasterScale, y: Double(box.minY) / rasterScale,
                        width: Double(box.width) / rasterScale, height: Double(box.height) / rasterScale)
        var state = ""
        if blendMode != .normal, let mode = blendMode.pdfName {
            state = "/\(shared("ExtGState", prefix: "Gs", key: "blend \(mode)") { $0.add("<</Type /ExtGState /BM /\(mode)>>") }) gs "
        }
        // Poppler's Splash (pdftoppm, and the viewers built on it) fills an unrotated image from
        // device pixel floor(left) through floor(right) + 1, one pixel beyond a right or bottom
        // edge on a pixel boundary (its `imgCoordMungeUpper`), and then resamples the image to
        // that width. Each edge a thousandth of a point inside keeps the image on exactly the
        // PNG's pixels there, whatever rounding the viewer's own arithmetic adds, and moves no
        // edge by a visible amount in any viewer.
        let placed = Rect(x: rect.minX + 0.001, y: rect.minY + 0.001, width: rect.width - 0.002, height: rect.height - 0.002)
        append("q \(state)\(number(placed.width)) 0 0 \(number(-placed.height)) \(number(placed.minX)) \(number(placed.maxY)) cm "
               + "/\(image) Do Q")
    }

    /// The straight-alpha pixels of `pixmap` inside the smallest rectangle within `shown` that
    /// holds every pixel there with some alpha, and that rectangle; nil when no pixel has any.
    static func inkedPixels(_ pixmap: Pixmap, within shown: PixelRect) -> (ImagePixels, PixelRect)? {
        let width = pixmap.width
        let shown = shown.intersection(PixelRect(width: pixmap.width, height: pixmap.height))
        var box = PixelRect(minX: shown.maxX, minY: shown.maxY, maxX: 0, maxY: 0)
        pixmap.samples.withUnsafeBufferPointer { samples in
            for y in shown.minY..<max(shown.minY, shown.maxY) {
                var (first, last) = (-1, -1)
                for x in shown.minX..<max(shown.minX, shown.maxX) where samples[(y * width + x) * 4 + 3] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                box = PixelRect(minX: min(box.minX, first), minY: min(box.minY, y), maxX: max(box.maxX, last + 1), maxY: y + 1)
            }
        }
        guard !box.isEmpty else { return nil }
        var cropped = [UInt8]()
        cropped.reserveCapacity(box.width * box.height * 4)
        for y in box.minY..<box.maxY {
            let start = (y * width + box.minX) * 4
            cropped += pixmap.samples[start..<start + box.width * 4]
        }
        guard let pixels = try? ImagePixels(width: box.width, height: box.height,
                                            samples: PNGEncoder.unpremultiplied(cropped)) else { return nil }
        return (pixels, box)
    }

    /// The object number of an isolated transparency-group form XObject over the page drawing
    /// `content`.
    mutating func transparencyGroup(_ content: String) -> Int {
        document.addStream(
            "/Type /XObject /Subtype /Form /BBox [0 0 \(number(size.width)) \(number(size.height))] "
                + "/Group <</S /Transparency /I true /CS /DeviceRGB>> /Resources \(resourcesNumber) 0 R",
            Array(content.utf8))
    }

    /// The object number of a group drawing a mask's items, for an `/Alpha` soft mask: written
    /// as a page of its own (its own scopes, history and backdrop), in the user space of the
    /// content that sets the mask.
    private mutating func maskGroup(_ items: [DisplayItem]) -> Int {
        drawPendingBackdrop()
        let saved = (contents, scopes, history, root, isWritingMask)
        (contents, scopes, history, isWritingMask) = ([""], [], [], true)
        root = Backdrop(firstItem: 0, contentOffset: 0, background: .clear)
        for item in items { write(item) }
        while !scopes.isEmpty { closeScope() }
        drawPendingBackdrop()
        let content = contents[0]
        (contents, scopes, history, root, isWritingMask) = saved
        return transparencyGroup(content)
    }
}

extension BlendMode {
    /// PDF's name for the mode (a `/BM` value): the sixteen W3C modes, which are PDF's own; nil
    /// for the Porter–Duff and additive modes, which PDF lacks.
    var pdfName: String? {
        guard cssName != nil, self != .plusLighter else { return nil }
        return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}
