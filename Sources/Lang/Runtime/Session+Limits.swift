extension Lang.Session {
    /// Runs a host's work for the last cell, such as encoding its figure as PNG and SVG, as
    /// part of the cell: an interrupt from now until it returns stops it, and the session's
    /// memory budget applies (the renderer reads both from the thread's `ResourceContext`).
    /// - Throws: what `body` throws, such as the renderer's `InterruptError` or `MemoryError`.
    public func asPartOfCell<T>(_ body: () throws -> T) throws -> T {
        interrupt.begin()
        defer { interrupt.end() }
        return try resources.run(body)
    }
}
