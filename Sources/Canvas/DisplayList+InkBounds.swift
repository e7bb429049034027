import Geometry

extension Array where Element == DisplayItem {
    /// The rectangle (figure coordinates) outside which these items paint nothing, or nil when
    /// they paint nothing at all: what a figure must cover to show everything drawn.
    ///
    /// Fills cover their path's bounds; strokes their outline's (half the line width and the
    /// joins and caps beyond the path: estimated generously first, and taken exactly from
    /// Geometry's stroker only where the estimate reaches outside `known`, the rectangle the
    /// figure covers anyway); images their rect. A clip limits what is inside it to the clip
    /// path's bounds, a mask to its own ink; blurs and shadows spread ink by 3σ and their offset
    /// (`LayerFilter.reach`). Scopes close by the display list's rule (an end closes the
    /// innermost scope of its kind and those opened inside it; unmatched ends are ignored).
    public func inkBounds(outside known: Rect) -> Rect? {
        var scopes: [InkScope] = [InkScope(kind: .root)]
        func add(_ rect: Rect?) {
            guard let rect else { return }
            scopes[scopes.count - 1].ink = scopes[scopes.count - 1].ink.map { $0.union(rect) } ?? rect
        }
        func close(clips: Bool) {
            guard scopes.contains(where: { $0.kind.isClip == clips && !$0.kind.isRoot }) else { return }
            while scopes.count > 1 {
                let scope = scopes.removeLast()
                add(scope.finishedInk(known: known))
                if scope.kind.isClip == clips { return }
            }
        }
        for item in self {
            switch item {
            case .fill(let path, _, _):
                add(path.isEmpty ? nil : path.boundingRect)
            case .stroke(let path, _, let style):
                add(Self.strokeInk(path, style, known: known))
            case .image(_, let rect):
                add(rect.standardized)
            case .beginClip(let path, _):
                scopes.append(InkScope(kind: .clip(path.isEmpty ? nil : path.boundingRect)))
            case .beginGroup:
                scopes.append(InkScope(kind: .layer(Layer())))
            case .beginLayer(let layer):
                scopes.append(InkScope(kind: .layer(layer)))
            case .endClip:
                close(clips: true)
            case .endGroup:
                close(clips: false)
            }
        }
        while scopes.count > 1 { add(scopes.removeLast().finishedInk(known: known)) }
        return scopes[0].ink
    }

    /// A stroke's ink: the path's bounds widened by the farthest the outline can reach (half the
    /// width times the miter limit for miter joins, else √2 for square caps), or, when that
    /// reaches outside `known`, the bounds of the outline itself.
    private static func strokeInk(_ path: Path, _ style: StrokeStyle, known: Rect) -> Rect? {
        guard !path.isEmpty, style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
        let factor = style.lineJoin == .miter ? Swift.max(style.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot()
        let reach = style.lineWidth / 2 * factor
        let estimate = path.boundingRect.insetBy(dx: -reach, dy: -reach)
        if known.minX <= estimate.minX, known.minY <= estimate.minY, known.maxX >= estimate.maxX, known.maxY >= estimate.maxY {
            return estimate
        }
        let outline = path.strokedPath(style, tolerance: 0.01)
        return outline.isEmpty ? nil : outline.boundingRect
    }
}

/// One open scope while measuring ink, and the ink found inside it so far.
private struct InkScope {
    /// What opened the scope: the root, a clip or a layer.
    enum Kind {
        case root
        case clip(Rect?)
        case layer(Layer)

        var isClip: Bool { if case .clip = self { true } else { false } }
        var isRoot: Bool { if case .root = self { true } else { false } }
    }

    var kind: Kind
    var ink: Rect?

    /// The ink the scope leaves on its parent.
    func finishedInk(known: Rect) -> Rect? {
        guard var ink else { return nil }
        switch kind {
        case .root:
            return ink
        case .clip(let clip):
            guard let clip else { return nil }
            return ink.intersection(clip)
        case .layer(let layer):
            for filter in layer.filters {
                let reach = filter.reach
                ink = Rect(x: ink.minX - reach.left, y: ink.minY - reach.top,
                           width: ink.width + reach.left + reach.right, height: ink.height + reach.top + reach.bottom)
            }
            if let mask = layer.mask {
                guard let maskInk = mask.inkBounds(outside: known) else { return nil }
                return ink.intersection(maskInk)
            }
            return ink
        }
    }
}

extension Rect {
    /// The overlap of two rectangles, or nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
