import Canvas

// MARK: - Live views: the seam between the language and interactive front ends
// A cell whose value is a view with controls (`Slider(value: $radius, in: 0...20)`,
// `Button("Randomize") { … }`) is shown live: the kernel turns its controls into widgets and its
// figure into an output it updates in place. This file is all the kernel knows of how the
// language does it; any evaluator implements `LiveView` (docs/contracts.md, "Live views").

/// A displayed value that can change: a view whose body reads state and holds controls bound to it.
///
/// Every call runs on the thread that runs cells, never while a cell runs, exactly as
/// `Session.execute`; `Session.requestInterrupt()` stops a change that runs away, as it stops a
/// cell. A change never traps and never leaves the session half-changed.
public protocol LiveView: AnyObject {
    /// The figure the view draws now, without its controls: the live view shows them as working
    /// controls, so they are not drawn a second time.
    var figure: Figure { get }

    /// The figure with its controls drawn as a preview draws them: for places that cannot show
    /// working controls (`shapebook render`, a still export).
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
    ///   - host: where `print` and `display` in the body go.
    /// - Returns: the new figure or the error, whether the change asked to be animated, and the
    ///   controls as they are after the change.
    func setValue(_ value: Control.Value, of control: LiveControl.ID, host: any SessionHost) -> LiveUpdate

    /// Presses a button: runs its action, then evaluates the body again.
    ///
    /// An action that fails changes nothing (state and session are as before the press).
    func press(_ control: LiveControl.ID, host: any SessionHost) -> LiveUpdate
}

/// What a change to a live view led to.
public struct LiveUpdate {
    /// The figure after the change, or why there is none: the action or the body failed (the
    /// front end keeps showing the last good figure, with the error under the controls).
    public var result: Result<Figure, CellError>
    /// Set when the change asked for an animation (`withAnimation { … }` around it, or an
    /// `.animation(_:value:)` whose value changed): the frames that play it, ending at `result`.
    public var transition: LiveTransition?
    /// The controls after the change: values that the action or body changed, labels that
    /// depend on state, controls that appeared or went.
    public var controls: [LiveControl]

    /// An update from its parts.
    public init(result: Result<Figure, CellError>, transition: LiveTransition?, controls: [LiveControl]) {
        self.result = result
        self.transition = transition
        self.controls = controls
    }
}
