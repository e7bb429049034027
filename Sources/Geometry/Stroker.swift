import Foundation

/// Turns a path into the outline of its stroke, to be filled with the nonzero rule, with
/// CoreGraphics' caps, joins, miter limit and dashes.
///
/// Each subpath is split into `OffsetPiece`s; one side of the outline is built by walking the
/// pieces forward and offsetting by +w/2, the other by walking them backward (which offsets by
/// −w/2 of the forward direction). Between pieces go joins (see Stroker+Joins.swift). An open
/// subpath becomes one closed contour: forward side, end cap, backward side, start cap. A closed
/// subpath becomes two closed contours running in opposite directions, so the nonzero rule
/// leaves its inside empty. Where the path bends tighter than w/2 a side follows the path's
/// evolute instead of the folded offset (`OffsetPiece`), so every piece's band winds positively
/// and the nonzero fill never cancels into a hole. The design follows tiny-skia's and kurbo's strokers (path in, path
/// out); the code is written from the geometry, not taken from them.
struct Stroker {
    let style: StrokeStyle
    let halfWidth: Double
    let tolerance: Double

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        halfWidth = style.lineWidth / 2
        self.tolerance = tolerance
    }

    /// The outline of `path`'s stroke (dashes are applied before, by the caller).
    func outline(of path: Path) -> Path {
        var result = Path()
        let resources = ResourceContext.current
        for subpath in path.subpaths {
            // Interrupted: stop with what is done; the caller's next checkpoint throws.
            if resources?.isInterruptRequested == true { break }
            stroke(subpath, into: &result)
        }
        return result
    }

    private func stroke(_ subpath: Subpath, into result: inout Path) {
        let resources = ResourceContext.current
        var pieces: [OffsetPiece] = []
        for (index, segment) in subpath.segments.enumerated() {
            // Interrupted: stop with part of the subpath; the caller's next checkpoint throws.
            if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
            pieces += OffsetPiece.pieces(of: segment, distance: halfWidth, tolerance: tolerance)
        }
        guard !pieces.isEmpty else {
            // Only zero-length segments: CoreGraphics draws a dot for round and square caps. Such a
            // subpath has no direction, so its square is axis-aligned.
            if !subpath.segments.isEmpty || subpath.isClosed {
                addDot(at: subpath.start, direction: Point(x: 1, y: 0), into: &result)
            }
            return
        }
        // Walking backwards, the join before reversed piece i sits where forward piece n − i
        // starts, so it is a segment join exactly when that piece starts a segment.
        let count = pieces.count
        let reversedPieces = (0..<count).map { i in
            pieces[count - 1 - i].reversed(startsSegment: pieces[(count - i) % count].startsSegment)
        }
        if subpath.isClosed {
            let forward = side(pieces, isClosed: true), backward = side(reversedPieces, isClosed: true)
            result.reserveCapacity(forMore: forward.elements.count + backward.elements.count)
            result.addPath(forward)
            result.addPath(backward)
            return
        }
        var contour = side(pieces, isClosed: false)
        let last = pieces[pieces.count - 1]
        addCap(at: last.source.end, direction: last.endTangent, into: &contour)
        for element in side(reversedPieces, isClosed: false).elements.dropFirst() { contour.append(element) }
        addCap(at: pieces[0].source.start, direction: -pieces[0].startTangent, into: &contour)
        contour.closeSubpath()
        result.addPath(contour)
    }

    /// One side of the outline: the pieces offset by +w/2 with joins between them, starting at
    /// the first piece's offset start. For a closed subpath the join at the start is included
    /// and the side is closed.
    private func side(_ pieces: [OffsetPiece], isClosed: Bool) -> Path {
        var side = Path()
        // A move, then per piece a join (a line or an arc of a few cubics), a line to its start
        // and the piece itself.
        side.reserveCapacity(forMore: 4 * pieces.count + 4)
        let resources = ResourceContext.current
        for (index, piece) in pieces.enumerated() {
            // Interrupted: stop with part of the side; the caller's next checkpoint throws.
            if index & 4095 == 4095, resources?.isInterruptRequested == true { break }
            let offset = piece.offset(distance: halfWidth)
            if index == 0 {
                if isClosed, let previous = pieces.last {
                    let start = previous.source.end + OffsetPiece.normal(previous.endTangent) * halfWidth
                    side.move(to: start)
                    addJoin(at: piece.source.start, from: previous.endTangent, to: piece.startTangent,
                            isSegmentJoin: true, into: &side)
                } else {
                    // Caps start and end at the full offset; an evolute side runs nearer the path.
                    side.move(to: piece.source.start + OffsetPiece.normal(piece.startTangent) * halfWidth)
                }
            } else {
                addJoin(at: piece.source.start, from: pieces[index - 1].endTangent, to: piece.startTangent,
                        isSegmentJoin: piece.startsSegment, into: &side)
            }
            if side.currentPoint != offset.start { side.addLine(to: offset.start) }
            side.append(offset.element)
        }
        if isClosed {
            side.closeSubpath()
        } else if let last = pieces.last {
            let end = last.source.end + OffsetPiece.normal(last.endTangent) * halfWidth
            if side.currentPoint != end { side.addLine(to: end) }
        }
        return side
    }

    // MARK: - Caps

    /// Adds the cap at `point` where the stroke leaves in `direction`, from the current point
    /// (the +w/2 side) to the −w/2 side.
    private func addCap(at point: Point, direction: Point, into contour: inout Path) {
        let normal = OffsetPiece.normal(direction) * halfWidth
        let from = point + normal, to = point - normal
        switch style.lineCap {
        case .butt:
            contour.addLine(to: to)
        case .square:
            let out = direction * halfWidth
            contour.addLine(to: from + out)
            contour.addLine(to: to + out)
            contour.addLine(to: to)
        case .round:
            let startAngle = atan2(normal.y, normal.x)
            // From +n through the direction of travel to −n: a half turn against the normal's
            // rotation, since n is the tangent turned by +90°.
            let arc = CircularArc(center: point, radius: halfWidth, startAngle: startAngle, sweep: -Double.pi)
            for element in arc.cubicElements() { contour.append(element) }
        }
    }

    /// The stroke of a zero-length dash or subpath at `point`, with the path's unit `direction`
    /// there: a disc for round caps, a square with two sides along `direction` for square caps
    /// (CoreGraphics turns a zero-length dash's square with the path), nothing for butt caps.
    /// Both are wound like the outline's contours (counter-clockwise on screen, as a dash along
    /// `direction` would be), so where a dot overlaps a dash the nonzero fill adds them up.
    func addDot(at point: Point, direction: Point, into result: inout Path) {
        switch style.lineCap {
        case .butt: return
        case .round:
            let circle = CircularArc(center: point, radius: halfWidth, startAngle: 0, sweep: -2 * Double.pi)
            result.move(to: circle.startPoint)
            for element in circle.cubicElements() { result.append(element) }
            result.closeSubpath()
        case .square:
            let along = direction * halfWidth, across = OffsetPiece.normal(direction) * halfWidth
            result.move(to: point - along + across)
            result.addLine(to: point + along + across)
            result.addLine(to: point + along - across)
            result.addLine(to: point - along - across)
            result.closeSubpath()
        }
    }
}

extension OffsetPiece {
    /// The same piece walked backwards.
    func reversed(startsSegment: Bool) -> OffsetPiece {
        OffsetPiece(source: source.reversed, startsSegment: startsSegment, startTangent: -endTangent, endTangent: -startTangent)
    }
}
