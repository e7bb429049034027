extension Prelude {
    /// `Canvas { context, size in … } symbols: { … }`: views given to a canvas, each `.tag`ged,
    /// that its renderer finds with `context.resolveSymbol(id:)` and draws with `draw(_:at:)`.
    static let canvasSymbols = #"""
    extension Canvas {
        /// A canvas drawn by `renderer`, which may draw the views of `symbols` by their tags.
        init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
             renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> _ViewList) {
            self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer)
            _symbols = symbols()._flatViews
        }
    }

    extension GraphicsContext {
        /// A canvas symbol ready to draw (`resolveSymbol(id:)`): the view at its own size.
        struct ResolvedSymbol {
            var _view: any View
        }
        /// The canvas symbol tagged `id` (`.tag(id)` among its modifiers), or nil when none is.
        func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol? {
            for symbol in _symbols {
                var view: any View = symbol
                while true {
                    if let tagged = view as? _TaggedView {
                        if _tagMatches(tagged.tag, id) { return GraphicsContext.ResolvedSymbol(_view: symbol) }
                        view = tagged.content
                    } else if let modified = view as? _ModifiedView {
                        view = modified.content
                    } else {
                        break
                    }
                }
            }
            return nil
        }
        /// Whether `tag` is `id`: equal values of one type (`NativeTable+CanvasSymbols`).
        @_native("GraphicsContext.tagMatches") func _tagMatches(_ tag: Any, _ id: Any) -> Bool
        /// Draws `symbol` at its size with its `anchor` point at `point`.
        func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
            _recording._operations.append(.drawAt(_state, symbol._view, point, anchor))
        }
        /// Draws `symbol` in `rect`.
        func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {
            _recording._operations.append(.drawIn(_state, symbol._view, rect))
        }
    }
    """#
}
