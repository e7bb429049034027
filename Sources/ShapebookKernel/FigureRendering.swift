import Canvas

/// Turns a figure into the bytes of its displayed and saved forms.
///
/// Render's `Renderer` is the real one; the seam keeps the glue testable with a fake that
/// records what it was asked to draw. Every method may be stopped by the thread's
/// `ResourceContext` (the kernel's interrupt, the memory limit): it then throws.
public protocol FigureRendering: Sendable {
    /// PNG bytes of the figure at its scale.
    func png(_ figure: Figure) throws -> [UInt8]
    /// SVG text of the figure.
    func svg(_ figure: Figure) throws -> String
    /// A one-page vector PDF of the figure.
    func pdf(_ figure: Figure) throws -> [UInt8]
    /// Animated PNG bytes of the animation.
    func apng(_ animation: AnimatedFigure) throws -> [UInt8]
    /// Animated SVG text of the animation.
    func animatedSVG(_ animation: AnimatedFigure) throws -> String
    /// The same renderer without its cache, for figures that are shown once and replaced.
    var uncached: any FigureRendering { get }
}

extension FigureRendering {
    /// A renderer without a cache is its own uncached form.
    public var uncached: any FigureRendering { self }
}
