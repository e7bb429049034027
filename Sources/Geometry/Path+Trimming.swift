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
        for index in measure.subpaths.indices {
            var piece = Path()
            let whole = measure.appendPieces(from: a, to: b, only: index, into: &piece)
            if whole.contains(index) && measure.subpaths[index].isClosed { piece.closeSubpath() }
            result.addPath(piece)
        }
        return result
    }
}
