extension Path {
    /// Adds a closed rounded rectangle, as SwiftUI's `addRoundedRect(in:cornerSize:style:)`.
    ///
    /// The subpath runs clockwise on screen, starting on the top edge just after the top-left
    /// corner. An oversized corner is scaled down (both radii by the same factor) until it fits
    /// half the width and half the height, so an oversized radius gives a capsule, never a
    /// self-overlap; negative sizes count as 0.
    /// `.circular` corners are quarter ellipses (radial error ≤ 4.2e-6 × radius);
    /// `.continuous` corners follow the iOS 7 squircle profile, see `addContinuousCorners`,
    /// except that a corner reaching half a side (a capsule) is a quarter ellipse, a stadium end.
    /// A rectangle or corner size with a non-finite value adds nothing.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .circular) {
        let r = rect.standardized
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite,
              cornerSize.width.isFinite, cornerSize.height.isFinite else { return }
        // Both radii shrink by the same factor, so a circular corner stays circular (a capsule).
        let wanted = Size(width: max(0, cornerSize.width), height: max(0, cornerSize.height))
        let fit = min(1, r.width / 2 / wanted.width, r.height / 2 / wanted.height)
        let rx = wanted.width * fit, ry = wanted.height * fit
        guard rx > 0, ry > 0 else {
            addRect(r)
            return
        }
        // A corner reaching half a side makes a capsule, and Apple draws a continuous capsule as
        // the same stadium as a circular one (`Capsule(style: .continuous)` in a square is a circle).
        let isCapsule = rx >= r.width / 2 || ry >= r.height / 2
        if style == .circular || isCapsule {
            addCircularCorners(in: r, rx: rx, ry: ry)
        } else {
            addContinuousCorners(in: r, radii: Array(repeating: Size(width: rx, height: ry), count: 4))
        }
    }

    /// A closed rounded rectangle with equal corner radii, as `Path(roundedRect:cornerRadius:style:)`.
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.init()
        addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A closed rounded rectangle with elliptical corners, as `Path(roundedRect:cornerSize:style:)`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .circular) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Four straight edges and four quarter-ellipse corners.
    private mutating func addCircularCorners(in r: Rect, rx: Double, ry: Double) {
        // Corner centres, clockwise from top-right, and the angle each quarter starts at.
        let corners: [(Point, Double)] = [
            (Point(x: r.maxX - rx, y: r.minY + ry), -Double.pi / 2),
            (Point(x: r.maxX - rx, y: r.maxY - ry), 0),
            (Point(x: r.minX + rx, y: r.maxY - ry), Double.pi / 2),
            (Point(x: r.minX + rx, y: r.minY + ry), Double.pi),
        ]
        move(to: Point(x: r.minX + rx, y: r.minY))
        for (center, startAngle) in corners {
            // A unit-circle quarter stretched to the corner's ellipse.
            let stretch = Transform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
            let quarter = CircularArc(center: .zero, radius: 1, startAngle: startAngle, sweep: Double.pi / 2)
            addLine(to: stretch.apply(to: quarter.startPoint))
            for element in quarter.cubicElements() { append(element.applying(stretch)) }
        }
        closeSubpath()
    }

    /// A closed rectangle with its own corner radius at each corner, as SwiftUI's
    /// `UnevenRoundedRectangle`: radii in the order top leading, bottom leading, bottom trailing,
    /// top trailing, each clamped to half the shorter side (negative: 0). `.circular` corners are
    /// quarter circles; `.continuous` corners follow the same squircle profile as
    /// `addRoundedRect(in:cornerSize:style:)`'s. A non-finite rectangle or radius adds nothing.
    public mutating func addUnevenRoundedRect(in rect: Rect, topLeading: Double, bottomLeading: Double,
                                             bottomTrailing: Double, topTrailing: Double, style: RoundedCornerStyle) {
        let r = rect.standardized
        let radii = [topTrailing, bottomTrailing, bottomLeading, topLeading]
        guard r.origin.isFinite, r.width.isFinite, r.height.isFinite, radii.allSatisfy(\.isFinite) else { return }
        let limit = min(r.width, r.height) / 2
        // Clockwise from the top trailing corner, as the outline runs.
        let clamped = radii.map { min(max($0, 0), limit) }
        if style == .continuous {
            return addContinuousCorners(in: r, radii: clamped.map { Size(width: $0, height: $0) })
        }
        move(to: Point(x: r.minX + clamped[3], y: r.minY))
        let corners = [Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY), Point(x: r.minX, y: r.minY)]
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % corners.count]
            if clamped[index] > 0 { addArc(tangent1End: corner, tangent2End: next, radius: clamped[index]) } else { addLine(to: corner) }
        }
        closeSubpath()
    }

    /// The iOS 7 continuous-corner profile: each corner is three cubics reaching 1.528665 × r
    /// along each edge, with curvature rising smoothly from the straight edge.
    ///
    /// The control points are the widely reproduced reverse-engineering of UIKit's
    /// `UIBezierPath(roundedRect:cornerRadius:)` (PaintCode, "The Mystery of the iOS 7 rounded
    /// rectangle"), which SwiftUI's `.continuous` style matches. The radius is first clamped so
    /// the profile fits: r ≤ min(w, h) / 2 / 1.528665, so a very large radius gives a
    /// squircle-ended capsule rather than an overlap. `radii` are the corners' (horizontal,
    /// vertical) radii clockwise from the top trailing corner, each clamped on its own.
    private mutating func addContinuousCorners(in r: Rect, radii: [Size]) {
        let extent = 1.52866483
        let scales = radii.map { Size(width: min($0.width, r.width / 2 / extent), height: min($0.height, r.height / 2 / extent)) }
        // One corner's control points in units of the radius, measured from the corner inwards
        // along the first edge (a) and the second edge (b).
        let profile: [(Double, Double)] = [
            (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
            (0.43310933, 0.18018943), (0.18018943, 0.43310933), (0.06549600, 0.66993427),
            (0, 0.86840689), (0, 1.08849323), (0, extent),
        ]
        // Each corner: its position and the unit vectors pointing back along the edge we arrive
        // on (a) and forward along the edge we leave on (b).
        let corners: [(Point, Point, Point)] = [
            (Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        move(to: Point(x: r.minX + extent * (scales.last?.width ?? 0), y: r.minY))
        for ((corner, along, next), scale) in zip(corners, scales) {
            // A square corner: no degenerate curves for a stroke to turn on.
            guard scale.width > 0, scale.height > 0 else {
                addLine(to: corner)
                continue
            }
            // Horizontal edges scale by the corner's horizontal radius, vertical by its vertical one.
            let scaleA = along.x != 0 ? scale.width : scale.height, scaleB = next.x != 0 ? scale.width : scale.height
            func place(_ offsets: (Double, Double)) -> Point {
                corner + along * (offsets.0 * scaleA) + next * (offsets.1 * scaleB)
            }
            addLine(to: place((extent, 0)))
            for index in stride(from: 0, to: profile.count, by: 3) {
                addCurve(to: place(profile[index + 2]), control1: place(profile[index]), control2: place(profile[index + 1]))
            }
        }
        closeSubpath()
    }
}
