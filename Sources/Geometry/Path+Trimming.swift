extension Path {
    /// The part of the path between two fractions of its arc length, as SwiftUI's
    /// `trimmedPath(from:to:)`.
    ///
    /// Fractions are of the whole path's length, across subpaths (a trim can span several; each
    /// piece starts with its own move). Both are clamped to 0…1 (NaN counts as 0). When
    /// `from ≥ to` the result is empty: SwiftUI draws nothing for `trim(from: 0.8, to: 0.2)`
    /// rather than wrapping round the start (to draw across a closed path's start, rotate the
    /// shape or add two trims). A subpath kept whole keeps its `closeSubpath`; a cut one is open.
    /// Curves are cut exactly (de Casteljau), at parameters found to 1e-10 relative arc length.
    public func trimmedPath(from: Double, to: Double) -> Path {
        let start = from.isNaN ? 0 : min(max(from, 0), 1)
        let end = to.isNaN ? 0 : min(max(to, 0), 1)
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let measure = PathMeasure(self)
        let a = start * measure.totalLength, b = end * measure.totalLength
        var result = Path()
        var currentSubpath = -1
        for entry in measure.entries {
            let entryEnd = entry.offset + entry.length
            guard entryEnd > a, entry.offset < b else { continue }
            let tolerance = PathMeasure.tolerance(for: entry.segment)
            let t0 = a > entry.offset
                ? entry.segment.parameter(atLength: a - entry.offset, totalLength: entry.length, tolerance: tolerance) : 0
            let t1 = b < entryEnd
                ? entry.segment.parameter(atLength: b - entry.offset, totalLength: entry.length, tolerance: tolerance) : 1
            let piece = entry.segment.subsegment(from: t0, to: t1)
            if entry.subpathIndex != currentSubpath {
                result.closeIfWhole(subpathIndex: currentSubpath, measure: measure, from: a, to: b)
                result.move(to: piece.start)
                currentSubpath = entry.subpathIndex
            }
            result.append(piece.element)
        }
        result.closeIfWhole(subpathIndex: currentSubpath, measure: measure, from: a, to: b)
        return result
    }

    /// Closes the subpath just emitted when the trim kept all of a closed source subpath.
    private mutating func closeIfWhole(subpathIndex: Int, measure: PathMeasure, from a: Double, to b: Double) {
        guard subpathIndex >= 0, measure.subpaths[subpathIndex].isClosed else { return }
        let own = measure.entries.filter { $0.subpathIndex == subpathIndex }
        guard let first = own.first, let last = own.last else { return }
        if a <= first.offset && b >= last.offset + last.length { closeSubpath() }
    }
}
