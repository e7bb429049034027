import Canvas
import Foundation
import Jupyter
import Language

/// The session's window on Jupyter during one cell: `print` becomes a stream, `display` a
/// `display_data`, and `save` writes the same bytes the cell would display.
final class CellHost: SessionHost {
    private let context: ExecutionContext
    private let figures: FigureBundle

    init(context: ExecutionContext, figures: FigureBundle) {
        self.context = context
        self.figures = figures
    }

    func print(_ text: String) {
        context.write(text)
    }

    func display(_ value: DisplayValue) {
        do {
            context.display(try figures.bundle(for: value))
        } catch {
            context.write("display failed: \(error)\n", to: .stderr)
        }
    }

    func warn(_ text: String) {
        context.write(text, to: .stderr)
    }

    func save(_ figure: Figure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(figure, scale: scale, renderer: figures.renderer)
    }

    func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(animation, scale: scale, renderer: figures.renderer)
    }
}
