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

    /// The still figure that sets the drawing's size and scale: the figure, or the first frame an
    /// animation shows (all its frames share them).
    var firstFrame: Figure {
        switch self {
        case .figure(let figure): figure
        case .animation(let animation): animation.frame(atStep: 0)
        }
    }

    /// The formats a front end is sent: the figure's `Canvas.formats`, or an animation's first
    /// frame's. PDF cannot animate: an animation's PDF is its first frame (what a LaTeX export
    /// prints), and an animation asked for in PDF alone is sent both animated formats too.
    var formats: [FigureFormat] {
        switch self {
        case .figure(let figure):
            return figure.formats
        case .animation:
            let asked = firstFrame.formats
            let animated = asked.filter { $0 != .pdf }
            return (animated.isEmpty ? FigureFormat.defaults : animated) + (asked.contains(.pdf) ? [.pdf] : [])
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

    /// A one-page vector PDF: an animation's first frame.
    /// - Throws: when the thread's `ResourceContext` stops the rendering.
    func pdf(renderer: any FigureRendering) throws -> [UInt8] {
        try renderer.pdf(firstFrame)
    }
}
