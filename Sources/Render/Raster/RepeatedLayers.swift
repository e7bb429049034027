import Canvas

/// The filtered layers a display list draws more than once, equal item for item, and the
/// filtered pixels of each kept between its uses, so that the same blur is never worked twice.
///
/// A material draws, inside its shape, a copy of everything drawn before it (Canvas's
/// `DrawingContext+Backdrop.swift`); a blurred layer behind it (a blurred photo or gradient) is
/// in that copy again. A layer starts as a clear pixmap with no clip, so its filtered pixels
/// depend only on its own items: the second draw takes the first one's pixels, wherever they are
/// exact (`Rasterizer.interest`). Only layers that recur are held, each until its last use,
/// so a list without repeats costs one pass over its items.
struct RepeatedLayers {
    /// For the `beginLayer` at an index whose layer recurs: the index of the `endGroup` that
    /// closes it and the number shared by every equal layer.
    private(set) var spans: [Int: (end: Int, id: Int)] = [:]
    /// How many draws of each recurring layer are still to come.
    private var remaining: [Int: Int] = [:]
    /// Filtered pixels by layer number, with the pixels they are exact in (nil: all of them).
    private var results: [Int: (pixels: Pixmap, exact: PixelRect?)] = [:]
    /// The bytes of the pixels kept now.
    private var keptBytes = 0

    /// The most bytes of filtered pixels kept at once (a dozen figures of 800×1,700 pixels); a
    /// layer that would pass it is not kept but drawn again, so many blurred layers behind a
    /// material cost time, not memory.
    static let keptByteBudget = 64 << 20

    /// Finds the filtered layers of `items` closed by their own `endGroup` that occur at
    /// least twice (nesting by the rasterizer's rule: an end closes the innermost scope of
    /// its kind and every scope opened inside it).
    init(_ items: [DisplayItem]) {
        var open: [(index: Int, isClip: Bool)] = []
        var layers: [(begin: Int, end: Int)] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .beginClip: open.append((index, true))
            case .beginGroup, .beginLayer: open.append((index, false))
            case .endClip, .endGroup:
                let clips = item == .endClip
                guard open.contains(where: { $0.isClip == clips }) else { continue }
                while let scope = open.popLast() {
                    guard scope.isClip == clips else { continue }
                    // The scope this end closes: a filtered layer is a candidate.
                    if !clips, case .beginLayer(let layer) = items[scope.index], !layer.filters.isEmpty {
                        layers.append((scope.index, index))
                    }
                    break
                }
            case .fill, .stroke, .image: break
            }
        }
        guard layers.count > 1 else { return }
        var numbers: [ArraySlice<DisplayItem>: Int] = [:]
        var found: [(begin: Int, end: Int, id: Int)] = []
        var counts: [Int: Int] = [:]
        for (begin, end) in layers {
            let key = items[begin...end]
            let id = numbers[key] ?? numbers.count
            numbers[key] = id
            counts[id, default: 0] += 1
            found.append((begin, end, id))
        }
        for (begin, end, id) in found where counts[id, default: 0] > 1 {
            spans[begin] = (end, id)
        }
        remaining = counts.filter { $0.value > 1 }
    }

    /// The filtered pixels of layer `id`, if they were kept and are exact over `needed`
    /// (nil: every pixel); counts a use.
    mutating func take(_ id: Int, exactOver needed: PixelRect?) -> Pixmap? {
        guard let result = results[id] else { return nil }
        if let exact = result.exact {
            guard let needed, needed.intersection(exact) == needed || needed.isEmpty else { return nil }
        }
        used(id)
        return result.pixels
    }

    /// Keeps the filtered pixels of layer `id` (exact over `exact`, nil for every pixel) if it
    /// is drawn again, and counts a use.
    mutating func keep(_ id: Int, pixels: Pixmap, exact: PixelRect?) {
        used(id)
        guard remaining[id, default: 0] > 0 else { return }
        let bytes = pixels.samples.count
        if let old = results[id] { keptBytes -= old.pixels.samples.count }
        guard keptBytes + bytes <= Self.keptByteBudget else {
            results[id] = nil
            return
        }
        keptBytes += bytes
        results[id] = (pixels, exact)
    }

    private mutating func used(_ id: Int) {
        remaining[id, default: 0] -= 1
        if remaining[id, default: 0] <= 0, let old = results.removeValue(forKey: id) { keptBytes -= old.pixels.samples.count }
    }
}
