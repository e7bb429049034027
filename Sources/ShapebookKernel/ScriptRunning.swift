/// What `shapebook run` and `render` need of a script runner, whichever language runs the script
/// (`KernelLanguage.scriptRunner`): run the script as one cell, then write its last figure.
public protocol ScriptRunning: AnyObject {
    /// Runs `source` as one cell; its printed text and final value go to the runner's output.
    /// - Returns: the error's text (its name, message, source line and caret), if the script failed.
    func run(_ source: String) -> String?

    /// Writes the last figure (or animation) to `path` (`.png`, `.svg` or `.pdf`) at `scale`, or at
    /// the figure's own scale when nil.
    /// - Returns: what was written (`wrote fig.png (600×400 px)`).
    /// - Throws: `FigureFile.WriteError` when there is no figure or the path is unusable.
    @discardableResult
    func writeLastFigure(to path: String, scale: Double?) throws -> FigureFile.Written
}
