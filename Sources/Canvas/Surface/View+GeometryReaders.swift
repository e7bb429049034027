extension View {
    /// Whether a `GeometryReader` or a preference reader (`.onPreferenceChange`,
    /// `.overlayPreferenceValue`) is somewhere inside: its content is only made when the view is
    /// laid out, so the program's `.onAppear` (and `.onGeometryChange`, `.onPreferenceChange`)
    /// inside it are only met then. Walked without recursion, as `checkNestingDepth` walks.
    public var containsGeometryReader: Bool {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if case .surface(.geometryReader) = view { return true }
            if case .modified(_, .surface(.preferenceReader)) = view { return true }
            pending.append(contentsOf: view.children)
        }
        return false
    }
}
