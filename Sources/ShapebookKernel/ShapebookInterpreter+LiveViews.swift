import Canvas
import Jupyter
import Language

extension ShapebookInterpreter {
    /// The old language's live view (`Language.LiveView`) as the kernel's seam (`LiveView`) sees it.
    final class OldLiveView: LiveView {
        private let view: any Language.LiveView
        private let figures: FigureBundle

        init(_ view: any Language.LiveView, figures: FigureBundle) {
            self.view = view
            self.figures = figures
        }

        var figure: Figure { view.figure }

        var stillFigure: Figure { view.stillFigure }

        var controls: [LiveControl] { view.controls }

        var controlArrangement: ControlArrangement { view.controlArrangement }

        func setValue(_ value: Control.Value, of control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate {
            update(view.setValue(value, of: control, host: OldLiveHost(host, figures: figures)))
        }

        func press(_ control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate {
            update(view.press(control, host: OldLiveHost(host, figures: figures)))
        }

        private func update(_ update: Language.LiveUpdate) -> LiveUpdate {
            LiveUpdate(result: update.result.mapError { ExecutionError(name: $0.name, value: $0.message, traceback: $0.traceback) },
                       transition: update.transition, controls: update.controls)
        }
    }

    /// The kernel's `LiveViewHost` as the old language's session host during a change: printed
    /// text and warnings are kept for the line under the controls, displays go out.
    final class OldLiveHost: SessionHost {
        private let host: any LiveViewHost
        private let figures: FigureBundle

        init(_ host: any LiveViewHost, figures: FigureBundle) {
            self.host = host
            self.figures = figures
        }

        func print(_ text: String) { host.print(text) }

        func warn(_ text: String) { host.print(text) }

        func display(_ value: DisplayValue) {
            do {
                host.display(try figures.bundle(for: value))
            } catch {
                host.print("display failed: \(error)\n")
            }
        }

        func save(_ figure: Figure, to path: String, scale: Double) throws {
            try FigureFile(path: path).write(figure, scale: scale, renderer: figures.renderer)
        }
    }
}
