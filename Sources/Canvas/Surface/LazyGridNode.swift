import Geometry

/// `LazyVGrid` and `LazyHGrid`, with SwiftUI's rules for sizing `GridItem`s.
///
/// Along the items' axis (across for a LazyVGrid's columns), the free length is what is offered
/// minus the fixed items and the spacing between items. The other items, in order, each take an
/// equal share of what is still free: a flexible item its share clamped to its minimum and maximum;
/// an adaptive item as many columns of at least its minimum as fit in its share (at least one),
/// splitting the share equally between them (clamped to its maximum). Children then fill the
/// columns row by row; a row is as tall as its tallest child (each child offered its column's
/// width), rows are `spacing` apart (8 by default), and each child sits in its cell by its item's
/// alignment (centred by default). The grid is as wide as it is offered (its columns line up in
/// that width by the grid's alignment); with nothing offered across, flexible and adaptive items
/// take the larger of their minimum and their widest child's ideal length, and the grid their sum.
final class LazyGridNode: LayoutNode {
    let spec: LazyGridSpec
    let children: [LayoutNode]

    init(spec: LazyGridSpec, children: [LayoutNode]) {
        self.spec = spec
        self.children = children
    }

    /// A resolved column (row, for a LazyHGrid): its length, the space after it, its cell alignment.
    struct Track {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    private var itemAxis: Axis { spec.axis.other }

    /// The tracks for a length offered along the items' axis.
    func tracks(available: Double?) throws -> [Track] {
        let items = spec.items
        guard !items.isEmpty else { return [] }
        func spacing(_ item: GridItem) -> Double { item.spacing ?? StackNode.defaultSpacing }
        var free: Double
        if let available {
            free = available
        } else {
            // No offer: flexible items take their ideal length, the widest child's.
            var ideal = 0.0
            for child in children { ideal = max(ideal, try child.sizeThatFits(.unspecified)[itemAxis]) }
            free = items.reduce(0) { total, item in
                switch item.size {
                case .fixed(let length): total + length
                case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): total + min(max(minimum, ideal), maximum)
                }
            } + items.dropLast().reduce(0) { $0 + spacing($1) }
        }
        for item in items {
            if case .fixed(let length) = item.size { free -= length }
        }
        free -= items.dropLast().reduce(0) { $0 + spacing($1) }
        var flexibleLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count
        var tracks: [Track] = []
        for item in items {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: length, spacing: spacing(item), alignment: alignment))
            case .flexible(let minimum, let maximum):
                let share = max(free, 0) / Double(flexibleLeft)
                let length = min(max(share, minimum), maximum)
                tracks.append(Track(length: length, spacing: spacing(item), alignment: alignment))
                free -= length
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let share = max(free, 0) / Double(flexibleLeft)
                let gap = spacing(item)
                let fitting = ((share + gap) / (minimum + gap)).rounded(.down)
                let count = fitting.isFinite ? max(1, Int(min(fitting, 1000))) : 1
                let length = min(max((share - Double(count - 1) * gap) / Double(count), minimum), maximum)
                for _ in 0..<count { tracks.append(Track(length: length, spacing: gap, alignment: alignment)) }
                free -= Double(count) * length + Double(count - 1) * gap
                flexibleLeft -= 1
            }
        }
        return tracks
    }

    /// Each line's children (indices) and length along the lines' axis.
    private func lines(_ tracks: [Track]) throws -> [(members: Range<Int>, length: Double)] {
        guard !tracks.isEmpty else { return [] }
        var lines: [(Range<Int>, Double)] = []
        var start = 0
        while start < children.count {
            let end = min(start + tracks.count, children.count)
            var length = 0.0
            for index in start..<end {
                let proposal = ProposedSize(axis: itemAxis, main: tracks[index - start].length, cross: nil)
                length = max(length, try children[index].sizeThatFits(proposal)[spec.axis])
            }
            lines.append((start..<end, length))
            start = end
        }
        return lines
    }

    private var lineSpacing: Double { spec.spacing ?? StackNode.defaultSpacing }

    /// The tracks' total length with the spacing between them.
    private func extent(of tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
    }

    override func computeSize(_ proposal: ProposedSize) throws -> Size {
        let tracks = try tracks(available: proposal[itemAxis])
        let lines = try lines(tracks)
        let along = lines.reduce(0) { $0 + $1.length } + Double(max(lines.count - 1, 0)) * lineSpacing
        return Size(axis: itemAxis, main: proposal[itemAxis] ?? extent(of: tracks), cross: along)
    }

    override func draw(in rect: Rect, context: inout DrawingContext) throws {
        let tracks = try tracks(available: rect.size[itemAxis])
        let fraction = itemAxis == .horizontal ? spec.alignment.horizontal.fraction : spec.alignment.vertical.fraction
        let lead = (rect.size[itemAxis] - extent(of: tracks)) * fraction
        var lineStart = spec.axis == .vertical ? rect.minY : rect.minX
        // How much longer than its track each track's longest item is: on a phone's screen, which
        // a preview offers where a figure has the 200-point canvas, the tracks have that room.
        var excess = [Double](repeating: 0, count: tracks.count)
        for line in try lines(tracks) {
            var trackStart = (itemAxis == .horizontal ? rect.minX : rect.minY) + lead
            for (offset, index) in line.members.enumerated() {
                let track = tracks[offset]
                let cell = itemAxis == .horizontal
                    ? Rect(x: trackStart, y: lineStart, width: track.length, height: line.length)
                    : Rect(x: lineStart, y: trackStart, width: line.length, height: track.length)
                let size = try children[index].sizeThatFits(ProposedSize(axis: itemAxis, main: track.length, cross: nil))
                excess[offset] = max(excess[offset], size[itemAxis] - track.length)
                try children[index].draw(in: size.aligned(in: cell, track.alignment), context: &context)
                trackStart += track.length + track.spacing
            }
            lineStart += line.length + lineSpacing
        }
        let wanted = excess.reduce(0) { $0 + max($1, 0) }
        ScrollOverflow.note(width: itemAxis == .horizontal ? wanted : 0, height: itemAxis == .vertical ? wanted : 0)
    }
}
