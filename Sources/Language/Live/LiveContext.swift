import Canvas

/// What the interpreter tracks while it evaluates or changes a live view.
struct LiveContext {
    /// Where `@State` cells of constructed view structs are kept (nil: each struct gets new ones).
    var registry: StateRegistry?
    /// The writes to state cells during a control's change or a button's action.
    var changes: StateChangeLog?
    /// The animation of the enclosing `withAnimation { … }`, while its closure runs.
    var transaction: AnimationTiming?
    /// The `.animation(_:value:)` modifiers met while evaluating a body, in order.
    var animationMarkers: [AnimationMarker] = []
    /// The tags met while a Picker's content is evaluated (explicit `.tag(_:)`s and the elements
    /// of `ForEach`), each with the text its view is tagged with in the view tree.
    var pickerTags: [(text: String, value: Value)]?
    /// The cell's last expression, while it is evaluated: what a live result evaluates again.
    var resultExpression: Expr?
}

/// `.animation(_:value:)`: the animation to use when `value` differs from last time.
struct AnimationMarker {
    var timing: AnimationTiming
    /// nil for `.animation(_:)` without a value, which animates every change.
    var value: Value?
}

/// The state cells a change wrote, each with its value before the change and the animation the
/// write was made under.
final class StateChangeLog {
    struct Change {
        let cell: StateCell
        let oldValue: Value
        var animation: AnimationTiming?
    }

    private(set) var changes: [Change] = []

    /// Records a write to `cell` (only its first value is remembered).
    func willWrite(_ cell: StateCell, animation: AnimationTiming?) {
        if let index = changes.firstIndex(where: { $0.cell === cell }) {
            if changes[index].animation == nil { changes[index].animation = animation }
            return
        }
        changes.append(Change(cell: cell, oldValue: cell.value, animation: animation))
    }

    /// Puts every written cell back as it was.
    func undo() {
        for change in changes.reversed() { change.cell.value = change.oldValue }
    }
}
