import Lang

extension FigureFile {
    /// Writes what a Lang cell's `save(_:to:scale:)` names: a figure or an animation, at its own scale.
    /// - Throws: `WriteError` for text, which is no figure, and what writing a figure throws.
    @discardableResult
    func write(_ value: Lang.DisplayValue, renderer: any FigureRendering) throws -> Written {
        switch value {
        case .figure(let figure): try write(figure, scale: figure.scale, renderer: renderer)
        case .animation(let animation): try write(animation, scale: animation.scale, renderer: renderer)
        case .text: throw WriteError(description: "text is not a figure")
        }
    }
}
