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

/// One control of a live view as a front end shows it.
public struct LiveControl: Equatable, Sendable {
    /// Identifies a control across evaluations of the body: its kind and its place among the
    /// controls of that kind (`Slider#0`, `Button#1`), as SwiftUI identifies views by position.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// `Slider#0`.
        public let rawValue: String

        /// An id from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The id's text.
        public var description: String { rawValue }
    }

    /// Which control this is.
    public var id: ID
    /// What it is, with its range, step, options or style.
    public var kind: Control.Kind
    /// Its label's text.
    public var label: String
    /// Its current value (`.none` for a button).
    public var value: Control.Value
    /// Whether its number is whole (an integer slider or stepper).
    public var isInteger: Bool

    /// A control as listed by a live view.
    public init(id: ID, kind: Control.Kind, label: String, value: Control.Value, isInteger: Bool) {
        self.id = id
        self.kind = kind
        self.label = label
        self.value = value
        self.isInteger = isInteger
    }
    /// A view's controls as front ends list them, in order, each with its id (`Slider#0`).
    public static func identified(_ controls: [InteractiveControl]) -> [LiveControl] {
        var counts: [String: Int] = [:]
        return controls.map { control in
            let index = counts[control.typeName, default: 0]
            counts[control.typeName] = index + 1
            return LiveControl(id: .init("\(control.typeName)#\(index)"), kind: control.kind, label: control.label,
                               value: control.value, isInteger: control.isInteger)
        }
    }
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

/// The animation of one change: the figure at any moment of it, and how long it lasts.
///
/// The front end samples it at the rate it can show (`frame(at:)` with the time elapsed over
/// `duration`), then shows the update's final figure.
public struct LiveTransition {
    /// How long the change plays, in seconds.
    public var duration: Double
    /// The animation as SwiftUI spells it: `Animation.easeInOut(duration: 0.35)`.
    public var description: String
    /// The figure at linear progress 0…1 of the animation (its timing curve applied inside);
    /// nil when that moment cannot be drawn, and the front end should jump to the end.
    public var frame: (_ progress: Double) -> Figure?

    /// A transition from its parts.
    public init(duration: Double, description: String, frame: @escaping (_ progress: Double) -> Figure?) {
        self.duration = duration
        self.description = description
        self.frame = frame
    }
}
