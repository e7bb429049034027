import Geometry

extension LibraryTypes {
    /// A short path in the state the path stored as `elements` ends in: the same current point
    /// and, after a close, the same subpath start.
    ///
    /// A path operation (`addArc`, `addEllipse` …) run on this seed appends the same elements it
    /// would append to the whole path, so only those need converting: converting the whole path
    /// on every call made a loop of `addEllipse` quadratic (841 ellipses took 2.5 s).
    func tailPath(of elements: [Value], line: Int) throws -> Path {
        guard let last = elements.last, let lastElement = try geometryElement(last, line: line) else { return Path() }
        switch lastElement {
        case .move(let end), .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
            return Path(elements: [.move(to: end)])
        case .closeSubpath:
            // After a close the current point is the subpath's start, its move.
            for value in elements.dropLast().reversed() {
                if case .move(let start)? = try geometryElement(value, line: line) {
                    return Path(elements: [.move(to: start), .closeSubpath])
                }
            }
            // A path that began without a move: the seed is the whole path.
            return try path(pathValue(elements), line: line)
        }
    }
}
