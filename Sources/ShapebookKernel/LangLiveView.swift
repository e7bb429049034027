import Canvas
import Lang

/// A Lang cell's view with working controls as the kernel's live-view seam (`LiveView`) sees it:
/// `LiveViewPresenter` shows it as widgets and a figure.
///
/// Each change writes through the control's `Binding` or runs its action, then evaluates the
/// view again (`Lang.LiveCell`); an error in either is shown under the controls as the cell's
/// error would be, and the last good figure stays.
final class LangLiveView: LiveView {
    private let cell: Lang.LiveCell
    /// The cell that showed the view: errors quote its lines (or those of the earlier cell of
    /// `session` that declared the failing code).
    private let source: String
    private weak var session: Lang.Session?
    /// The formats every figure is shown in.
    private let formats: [FigureFormat]
    /// The controls of the last good evaluation, with their connections to the program.
    private var interactive: [InteractiveControl]

    init(cell: Lang.LiveCell, source: String, formats: [FigureFormat], session: Lang.Session? = nil) {
        self.cell = cell
        self.source = source
        self.session = session
        self.formats = formats
        interactive = cell.view.controls
    }

    var figure: Figure { formatted(cell.figure) }

    var stillFigure: Figure { formatted(cell.stillFigure() ?? cell.figure) }

    var controls: [LiveControl] { LiveControl.identified(interactive) }

    var controlArrangement: ControlArrangement { cell.view.controlArrangement }

    func setValue(_ value: Control.Value, of control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate {
        change(control, to: value, host: host)
    }

    func press(_ control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate {
        change(control, to: nil, host: host)
    }

    /// Moves the control `id` to `value` (or runs its action when nil), then draws the view again.
    private func change(_ id: LiveControl.ID, to value: Control.Value?, host: any LiveViewHost) -> LiveUpdate {
        guard let index = controls.firstIndex(where: { $0.id == id }), interactive.indices.contains(index) else {
            return failure(RuntimeError("this view has no control \(id)", line: 0))
        }
        do {
            try cell.change(value, of: interactive[index]) { host.print($0) }
            interactive = cell.view.controls
            return LiveUpdate(result: .success(figure), transition: transition(), controls: controls)
        } catch let error as RuntimeError {
            return failure(error)
        } catch {
            return failure(RuntimeError("\(error)", line: 0))
        }
    }

    /// The update of a change that failed: the error as the cell's would read, and the last good
    /// controls with the values their state has now (the action may have moved them).
    private func failure(_ error: RuntimeError) -> LiveUpdate {
        let current = interactive.map { control in
            var control = control
            if let value = cell.currentValue(of: control) { control.value = value }
            return control
        }
        return LiveUpdate(result: .failure(LangInterpreter.runtimeFailure(error, source: source, session: session)), transition: nil,
                          controls: LiveControl.identified(current))
    }

    /// The frames of the animation the last change asked for, if it asked for one.
    private func transition() -> LiveTransition? {
        guard let animation = cell.animation else { return nil }
        return LiveTransition(duration: animation.duration, description: animation.description) { [cell, formats] progress in
            cell.frame(of: animation, at: progress).map { figure in
                var figure = figure
                figure.formats = formats
                return figure
            }
        }
    }

    private func formatted(_ figure: Figure) -> Figure {
        var figure = figure
        figure.formats = formats
        return figure
    }
}
