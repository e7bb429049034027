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

    /// PNG bytes: an animated PNG (APNG) for an animation, whose rendering asks `isCancelled`
    /// between frames (the kernel's interrupt).
    /// - Throws: the renderer's error when the bytes cannot be made or the rendering is cancelled.
    func png(renderer: any FigureRendering, isCancelled: () -> Bool) throws -> [UInt8] {
        switch self {
        case .figure(let figure): try renderer.png(figure)
        case .animation(let animation): try renderer.apng(animation, isCancelled: isCancelled)
        }
    }

    /// SVG text: animated with SMIL for an animation.
    func svg(renderer: any FigureRendering) -> String {
        switch self {
        case .figure(let figure): renderer.svg(figure)
        case .animation(let animation): renderer.animatedSVG(animation)
        }
    }
}
