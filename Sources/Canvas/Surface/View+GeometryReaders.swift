extension View {
    /// Whether a `GeometryReader` is somewhere inside: its content is only made when the view is
    /// laid out, so the program's `.onAppear` (and `.onGeometryChange`) inside it are only met
    /// then. Walked without recursion, as `checkNestingDepth` walks.
    public var containsGeometryReader: Bool {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if case .surface(.geometryReader) = view { return true }
            pending.append(contentsOf: view.children)
        }
        return false
    }
}
