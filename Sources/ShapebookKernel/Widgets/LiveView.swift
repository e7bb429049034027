import Canvas
import Jupyter

// MARK: - Live views: the seam between a language and the kernel's widgets
// A cell whose value is a view with controls (`Slider(value: $radius, in: 0...20)`,
// `Button("Randomize") { … }`) is shown live: `LiveViewPresenter` turns its controls into widgets
// and its figure into an output it updates in place. This file is all the presenter knows of how
// the language does it (docs/contracts.md, "Live views").

/// A displayed value that can change: a view whose body reads state and holds controls bound to it.
///
/// Every call runs on the thread that runs cells, never while a cell runs, under the session's
/// interrupt and memory budget, as a cell is. A change never traps and never leaves the session
/// half-changed.
protocol LiveView: AnyObject {
    /// The figure the view draws now, without its controls: the live view shows them as working
    /// controls, so they are not drawn a second time.
    var figure: Figure { get }

    /// The figure with its controls drawn as a preview draws them: for places that cannot show
    /// working controls (a silent cell, a still export).
    var stillFigure: Figure { get }

    /// The view's controls, in the order its body lists them, with their current values.
    var controls: [LiveControl] { get }

    /// The stacks around the controls (`HStack` rows, `VStack` columns), by index in `controls`.
    var controlArrangement: ControlArrangement { get }

    /// Moves a control to `value` (a slider dragged, a toggle flipped, text typed, an option
    /// picked) by setting the state it is bound to, then evaluates the body again. For
    /// `Stepper(_:onIncrement:onDecrement:)` (`.stepButtons`) the value is `.selection(0)` for its
    /// − button and `.selection(1)` for its + button, whose action runs.
    ///
    /// - Parameters:
    ///   - value: the new value, in the form the control's kind has (`.number` for a slider).
    ///   - control: which control, by the id `controls` gave it.
    ///   - host: where what the body prints and displays goes.
    /// - Returns: the new figure or the error, whether the change asked to be animated, and the
    ///   controls as they are after the change.
    func setValue(_ value: Control.Value, of control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate

    /// Presses a button: runs its action, then evaluates the body again.
    ///
    /// An action that fails changes nothing (state and session are as before the press).
    func press(_ control: LiveControl.ID, host: any LiveViewHost) -> LiveUpdate
}

/// Where a live view's change sends what it prints and displays (`LiveHost` in the kernel).
protocol LiveViewHost: AnyObject {
    /// Text the change printed, to stdout or stderr.
    func print(_ text: String)
    /// An output the change displayed.
    func display(_ bundle: MimeBundle)
}

/// What a change to a live view led to.
struct LiveUpdate {
    /// The figure after the change, or why there is none: the action or the body failed (the
    /// front end keeps showing the last good figure, with the error under the controls, worded
    /// as the cell's error would be).
    var result: Result<Figure, ExecutionError>
    /// Set when the change asked for an animation (`withAnimation { … }` around it, or an
    /// `.animation(_:value:)` whose value changed): the frames that play it, ending at `result`.
    var transition: LiveTransition?
    /// The controls after the change: values that the action or body changed, labels that
    /// depend on state, controls that appeared or went.
    var controls: [LiveControl]
}
