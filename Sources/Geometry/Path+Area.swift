extension Path {
    /// The signed area enclosed, exact for lines and Bézier curves (Green's theorem in closed form
    /// per segment). Every subpath counts as closed, as filling does.
    ///
    /// Positive when the outline runs clockwise on a y-down screen (increasing angle), negative
    /// counterclockwise; overlapping or self-intersecting parts add with their winding.
    public var signedArea: Double {
        subpaths.reduce(0) { total, subpath in
            var sum = subpath.segments.reduce(0) { $0 + $1.signedArea }
            // An open subpath is filled as if closed by a straight line.
            if !subpath.isClosed { sum += Segment.line(subpath.end, subpath.start).signedArea }
            return total + sum
        }
    }

    /// The absolute value of `signedArea`: the area enclosed by a simple outline.
    public var area: Double { abs(signedArea) }
}
