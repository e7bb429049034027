import Render

extension Renderer: FigureRendering {
    /// The renderer the kernel and the commands draw with: Render's two-level cache, with the
    /// memory level kept small (8 MB) so a long session stays lean; the disk level does the rest.
    static var shapebookDefault: Renderer {
        Renderer(cache: RenderCache(memoryBudget: 8 << 20))
    }

    /// This renderer with no cache: no hashing of the display list, no disk write.
    public var uncached: any FigureRendering {
        var renderer = self
        renderer.cache = nil
        return renderer
    }
}
