/// One subpath of a path as a list of segments: what measuring, trimming and stroking walk over.
struct Subpath: Hashable, Sendable {
    /// Where the subpath's `.move` put the pen.
    var start: Point
    /// The drawing segments in order. A closed subpath ends with the closing line back to
    /// `start` when its last point is elsewhere.
    var segments: [Segment]
    /// True when the subpath ended with `closeSubpath`.
    var isClosed: Bool

    /// The point the subpath ends at.
    var end: Point { segments.last?.end ?? start }
}

extension Path {
    /// The path split into subpaths of segments, closing lines made explicit.
    ///
    /// A lone `.move` gives a subpath with no segments (it draws nothing but still counts for
    /// zero-length caps when closed or followed by lines).
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var pen = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let finished = current { result.append(finished) }
                current = Subpath(start: p, segments: [], isClosed: false)
                pen = p
            case .line(let p):
                current?.segments.append(.line(pen, p))
                pen = p
            case .quadCurve(let p, let c):
                current?.segments.append(.quad(pen, c, p))
                pen = p
            case .curve(let p, let c1, let c2):
                current?.segments.append(.cubic(pen, c1, c2, p))
                pen = p
            case .closeSubpath:
                guard var finished = current else { continue }
                if pen != finished.start { finished.segments.append(.line(pen, finished.start)) }
                finished.isClosed = true
                result.append(finished)
                pen = finished.start
                // Drawing after a close continues from the subpath's start, as in CoreGraphics.
                current = Subpath(start: pen, segments: [], isClosed: false)
            }
        }
        if let last = current, !(last.segments.isEmpty && result.last?.isClosed == true && last.start == result.last?.start) {
            result.append(last)
        }
        return result
    }

    /// All drawing segments of all subpaths, in order (closing lines included).
    var segments: [Segment] { subpaths.flatMap(\.segments) }
}
