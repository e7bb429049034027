import Geometry

/// `ZStack(alignment:)`: every child is offered the stack's proposal; the stack is as large as its
/// largest child on each axis; children draw back to front, each aligned in the stack's rect.
/// Children that set the alignment's guides (`.alignmentGuide`) line up on them instead, and the
/// stack covers them all.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    /// The children of `sizes` lined up on the horizontal and vertical guides of the alignment;
    /// nil on an axis where no child sets its guide.
    private func guideLines(_ sizes: [Size]) throws -> (horizontal: GuideLine?, vertical: GuideLine?) {
        func line(_ key: AlignmentKey) throws -> GuideLine? {
            let explicit = try zip(children, sizes).map { try $0.explicitAlignment(key, size: $1) }
            return try GuideLine(sizes: sizes, explicit: explicit, key: key)
        }
        return (try line(.horizontal(alignment.horizontal)), try line(.vertical(alignment.vertical)))
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        var size = Size.zero
        var sizes: [Size] = []
        for child in children {
            let childSize = try child.sizeThatFits(proposal)
            sizes.append(childSize)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        let lines = try guideLines(sizes)
        return Size(width: lines.horizontal?.extent ?? size.width, height: lines.vertical?.extent ?? size.height)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        for (child, placed) in zip(children, try childRects(in: rect)) {
            try child.draw(in: placed, context: &context)
        }
    }

    /// Where each child goes when the stack is drawn in `rect`.
    private func childRects(in rect: Rect) throws -> [Rect] {
        let sizes = try children.map { try $0.sizeThatFits(ProposedSize(rect.size)) }
        let lines = try guideLines(sizes)
        return sizes.indices.map { index in
            var placed = sizes[index].aligned(in: rect, alignment)
            if let line = lines.horizontal {
                placed.origin.x = rect.origin.x + (rect.width - line.extent) * alignment.horizontal.fraction + line.offsets[index]
            }
            if let line = lines.vertical {
                placed.origin.y = rect.origin.y + (rect.height - line.extent) * alignment.vertical.fraction + line.offsets[index]
            }
            return placed
        }
    }

    /// The stack's guide for its alignment (where its children line up), or for any other guide
    /// the values its children set, combined (`AlignmentKey.combined`).
    override func explicitAlignment(_ key: AlignmentKey, size: Size) throws -> Double? {
        try memoisedAlignment(key, size: size) {
            let horizontal = AlignmentKey.horizontal(alignment.horizontal), vertical = AlignmentKey.vertical(alignment.vertical)
            guard key == horizontal || key == vertical else {
                return try combinedExplicitAlignment(key, children: children, placedIn: childRects(in: Rect(origin: .zero, size: size)))
            }
            let lines = try guideLines(children.map { try $0.sizeThatFits(ProposedSize(size)) })
            guard let line = key == horizontal ? lines.horizontal : lines.vertical else { return nil }
            return (size[key.axis] - line.extent) * key.fraction + line.line
        }
    }
}
