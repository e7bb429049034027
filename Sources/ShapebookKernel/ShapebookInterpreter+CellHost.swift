import Canvas
import Foundation
import Jupyter
import Language

extension ShapebookInterpreter {
    /// The old language's session's window on Jupyter during one cell: `print` becomes a stream,
    /// `display` a `display_data` (a live view its widgets and figure), and `save` writes the same
    /// bytes the cell would display.
    final class CellHost: SessionHost {
        private let context: ExecutionContext
        private let figures: FigureBundle
        private let widgets: WidgetRegistry
        private let progress: ProgressIndicator?

        /// A host publishing through `context`. Its methods run on the cell's thread, where the
        /// session's `ResourceContext` is installed, so the drawing they do can be interrupted.
        init(context: ExecutionContext, figures: FigureBundle, widgets: WidgetRegistry, progress: ProgressIndicator? = nil) {
            self.context = context
            self.figures = figures
            self.widgets = widgets
            self.progress = progress
        }

        func print(_ text: String) {
            context.write(text)
        }

        func warn(_ text: String) {
            context.write(text, to: .stderr)
        }

        func display(_ value: DisplayValue) {
            display(value, id: nil)
        }

        func display(_ value: DisplayValue, id: String) {
            display(value, id: Optional(id))
        }

        private func display(_ value: DisplayValue, id: String?) {
            do {
                if case .live(let view) = value,
                   try LiveViewPresenter(view: OldLiveView(view, figures: figures), figures: figures, registry: widgets)
                       .show(in: context) {
                    return
                }
            } catch {
                context.write("display failed: \(error)\n", to: .stderr)
                return
            }
            context.display(id: id) { try figures.bundle(for: value) }
        }

        func updateDisplay(_ value: DisplayValue, id: String) {
            context.display(id: id, updating: true) { try figures.bundle(for: value) }
        }

        func clearOutput(wait: Bool) {
            context.clearOutput(wait: wait)
        }

        func page(_ documentation: InspectionResult) {
            context.page(PagerRequest.bundle(plainText: documentation.plainText, markdown: documentation.markdown))
        }

        func reportProgress(_ done: Int, of total: Int, _ what: String) {
            progress?.report(done, of: total, what)
        }

        func save(_ figure: Figure, to path: String, scale: Double) throws {
            try FigureFile(path: path).write(figure, scale: scale, renderer: figures.renderer)
        }

        func save(_ animation: AnimatedFigure, to path: String, scale: Double) throws {
            try FigureFile(path: path).write(animation, scale: scale, renderer: figures.renderer)
        }
    }
}

extension FigureBundle {
    /// The bundle for any value the old language displays: text stays text; a figure or an
    /// animation becomes the formats its cell chose; a live view (where no widgets can be shown)
    /// its figure.
    /// - Throws: the renderer's error when the PNG cannot be made (the cell then fails) or the
    ///   rendering is stopped by the thread's `ResourceContext` (an interrupt, the memory limit).
    func bundle(for value: DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(let figure): return try bundle(for: figure)
        case .animation(let animation): return try bundle(for: animation)
        case .live(let view): return try bundle(for: view.figure)
        }
    }
}
