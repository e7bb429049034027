import Canvas
import Jupyter
import Language

/// The session's window on Jupyter while a live view changes: what an action prints is kept for
/// the line under the controls; what it displays goes out as any display does.
final class LiveHost: SessionHost {
    private let context: ExecutionContext
    private let figures: FigureBundle
    /// Text printed (stdout and stderr) during the change.
    private(set) var printed = ""

    init(context: ExecutionContext, figures: FigureBundle) {
        self.context = context
        self.figures = figures
    }

    func print(_ text: String) { printed += text }

    func warn(_ text: String) { printed += text }

    func display(_ value: DisplayValue) {
        do {
            context.display(try figures.bundle(for: value))
        } catch {
            printed += "display failed: \(error)\n"
        }
    }

    func save(_ figure: Figure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(figure, scale: scale, renderer: figures.renderer)
    }
}
