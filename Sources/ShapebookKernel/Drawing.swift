import Canvas

/// What a cell draws, a still figure or an animation, encoded the same way wherever it goes: the
/// notebook's bundle (`FigureBundle`) and a saved file (`FigureFile`) hold the same bytes.
enum Drawing {
    case figure(Figure)
    case animation(AnimatedFigure)

    /// The same drawing at `scale` PNG pixels per point.
    func scaled(_ scale: Double) -> Drawing {
        switch self {
        case .figure(var figure):
            figure.scale = scale
            return .figure(figure)
        case .animation(var animation):
            animation.scale = scale
            return .animation(animation)
        }
    }

    /// The still figure that sets the drawing's size and scale: the figure, or an animation's
    /// first frame (all its frames share them).
    var firstFrame: Figure {
        switch self {
        case .figure(let figure): figure
        case .animation(let animation): animation.frames[0]
        }
    }

    /// The text a front end shows beside (or instead of) the picture.
    var description: String {
        switch self {
        case .figure(let figure): figure.description
        case .animation(let animation): animation.description
        }
    }

    /// PNG bytes: an animated PNG (APNG) for an animation.
    /// - Throws: the renderer's error when the bytes cannot be made, or when the thread's
    ///   `ResourceContext` stops the rendering (an interrupt, the memory limit).
    func png(renderer: any FigureRendering) throws -> [UInt8] {
        switch self {
        case .figure(let figure): try renderer.png(figure)
        case .animation(let animation): try renderer.apng(animation)
        }
    }

    /// SVG text: animated with SMIL for an animation.
    /// - Throws: when the thread's `ResourceContext` stops the rendering.
    func svg(renderer: any FigureRendering) throws -> String {
        switch self {
        case .figure(let figure): try renderer.svg(figure)
        case .animation(let animation): try renderer.animatedSVG(animation)
        }
    }
}
