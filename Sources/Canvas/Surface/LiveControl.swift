// A live view's controls as front ends show them (the kernel's widgets), shared by whichever
// language draws the view.

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
