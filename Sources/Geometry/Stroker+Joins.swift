import Foundation

extension Stroker {
    /// Below this |sin| of the turn, two directions count as parallel.
    static let parallelThreshold = 1e-9

    /// Adds the join at `vertex` on the +w/2 side, from the end of the previous offset (the
    /// current point) to the start of the next, for a turn from direction `a` to direction `b`.
    ///
    /// On the inner side of a turn the outline runs through the vertex itself (current point →
    /// vertex → next offset start), which keeps the nonzero fill solid however short the
    /// neighbouring pieces are (Skia's "pivot" trick). On the outer side comes the style's join:
    /// miter (if the miter length / line width = 1 / sin(φ/2) ≤ miterLimit, φ the angle between
    /// the segments, as CoreGraphics; else bevel), round (an arc of radius w/2 about the vertex)
    /// or bevel. Inside a source segment (`isSegmentJoin` false) the pieces meet smoothly except
    /// at cusps, where a round join is used whatever the style, as kurbo does.
    func addJoin(at vertex: Point, from a: Point, to b: Point, isSegmentJoin: Bool, into side: inout Path) {
        let na = OffsetPiece.normal(a) * halfWidth, nb = OffsetPiece.normal(b) * halfWidth
        let end = vertex + nb
        let cross = a.cross(b), dot = a.dot(b)
        if abs(cross) <= Stroker.parallelThreshold && dot > 0 {
            // Straight on: the offsets already meet (up to rounding).
            side.addLine(to: end)
            return
        }
        // The turn is towards +n when cross > 0: then this side is the inner one.
        if cross > Stroker.parallelThreshold {
            side.addLine(to: vertex)
            side.addLine(to: end)
            return
        }
        let join = isSegmentJoin ? style.lineJoin : .round
        switch join {
        case .bevel:
            side.addLine(to: end)
        case .miter:
            // cos(turn / 2) = sin(φ / 2), φ the angle between the segments.
            let halfTurnCosine = ((1 + dot) / 2).squareRoot()
            if halfTurnCosine > 0, 1 / halfTurnCosine <= style.miterLimit {
                let bisector = (na + nb) / (na + nb).length
                side.addLine(to: vertex + bisector * (halfWidth / halfTurnCosine))
            }
            side.addLine(to: end)
        case .round:
            let startAngle = atan2(na.y, na.x)
            var sweep = atan2(na.cross(nb), na.dot(nb))
            // A U-turn (sweep ±π): go round the front, through the old direction of travel.
            if abs(cross) <= Stroker.parallelThreshold { sweep = -Double.pi }
            let arc = CircularArc(center: vertex, radius: halfWidth, startAngle: startAngle, sweep: sweep)
            for element in arc.cubicElements() { side.append(element) }
            side.addLine(to: end)
        }
    }
}
