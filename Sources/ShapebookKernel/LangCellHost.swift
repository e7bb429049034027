import Canvas
import Jupyter
import Lang

/// A Lang session's window on Jupyter during one cell: `fputs(_, stderr)` becomes the stderr
/// stream, `display(x)` a `display_data` sent at once (a figure in the cell's formats, as a cell's
/// result is drawn; a view with working controls shown live, as widgets and a figure, as a cell's
/// final view is, its figure under the handle's id), `h.update(y)` an `update_display_data` of that
/// id (a live view's widgets closed and replaced too), `clearOutput` a `clear_output`; `save`
/// writes the file relative to the kernel's working directory. `readLine()` asks the front end
/// for a line (`input_request`) when the cell's request allows stdin, and is nil (the end of the
/// input, as for a program whose standard input is empty) when it does not.
final class LangCellHost: Lang.SessionHost {
    private let context: ExecutionContext
    private let figures: FigureBundle
    /// The formats every figure is shown in (`Canvas.formats`, as the cell last set it).
    private let formats: () throws -> [FigureFormat]
    /// Whether the cell was interrupted: a wait for input ends then.
    private let isInterrupted: () -> Bool
    /// Called before the cell waits for input (the progress output goes: the reader is awaited).
    private let willWaitForInput: () -> Void
    /// Shows live cells as widgets and a figure. Nil where views are not shown live.
    private let live: LiveDisplays?

    /// How a host shows a live cell under a display id and replaces one.
    struct LiveDisplays {
        /// Shows a live cell as widgets and a figure under a display id, or in place of what the
        /// id shows; false when nothing was shown.
        var show: (Lang.LiveCell, String, LangInterpreter.LiveReplacement) throws -> Bool
        /// Closes the widgets of the live views shown under a display id; false when there were none.
        var retire: (String) -> Bool
    }

    /// A host publishing through `context`; its methods run on the cell's thread, under the
    /// session's `ResourceContext`, so the drawing they do can be interrupted.
    init(context: ExecutionContext, figures: FigureBundle, formats: @escaping () throws -> [FigureFormat],
         isInterrupted: @escaping () -> Bool = { false }, willWaitForInput: @escaping () -> Void = {},
         live: LiveDisplays? = nil) {
        self.context = context
        self.figures = figures
        self.formats = formats
        self.isInterrupted = isInterrupted
        self.willWaitForInput = willWaitForInput
        self.live = live
    }

    /// The line the reader types in the front end, or nil when the front end cannot be asked or
    /// the cell was interrupted while waiting (the session then stops the cell).
    func readLine(strippingNewline: Bool) throws -> String? {
        guard context.canReadInput else { return nil }
        willWaitForInput()
        return context.input(stop: isInterrupted).map { strippingNewline ? $0 : $0 + "\n" }
    }

    func warn(_ text: String) {
        context.write(text, to: .stderr)
    }

    var showsLiveViews: Bool { live != nil && context.isPublishing }

    func display(_ value: Lang.DisplayValue, id: String) {
        if case .live(let cell) = value, let live {
            do {
                if try live.show(cell, id, .nothing) { return }
            } catch {
                context.write("display failed: \(error)\n", to: .stderr)
                return
            }
        }
        context.display(id: id) { try bundle(for: value) }
    }

    /// Replaces what `id` shows: a live view shown there loses its widgets (closed, their
    /// output replaced by the new view's widgets, or emptied), and the figure is replaced in place.
    func updateDisplay(_ value: Lang.DisplayValue, id: String) {
        let wasLive = live?.retire(id) ?? false
        if case .live(let cell) = value, let live {
            do {
                if try live.show(cell, id, wasLive ? .liveView : .figure) { return }
            } catch {
                context.write("display failed: \(error)\n", to: .stderr)
                return
            }
        }
        if wasLive { context.updateDisplay(.plainText(""), id: id + "-controls") }
        context.display(id: id, updating: true) { try bundle(for: value) }
    }

    func clearOutput(wait: Bool) {
        context.clearOutput(wait: wait)
    }

    func save(_ figure: Figure, to path: String, scale: Double) throws {
        try FigureFile(path: path).write(figure, scale: scale, renderer: figures.renderer)
    }

    func save(_ animation: AnimatedFigure, to path: String) throws {
        try FigureFile(path: path).write(animation, scale: animation.scale, renderer: figures.renderer)
    }

    /// Text as text; a figure or an animation in the cell's formats.
    private func bundle(for value: Lang.DisplayValue) throws -> MimeBundle {
        switch value {
        case .text(let text): return .plainText(text)
        case .figure(var figure):
            figure.formats = try formats()
            return try figures.bundle(for: figure)
        case .animation(var animation):
            animation.formats = try formats()
            return try figures.bundle(for: animation)
        case .live(let cell):
            // Not shown live (no comms): its figure, drawn without the controls.
            var figure = cell.figure
            figure.formats = try formats()
            return try figures.bundle(for: figure)
        }
    }
}
