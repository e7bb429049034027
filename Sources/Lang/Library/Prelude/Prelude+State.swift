extension Prelude {
    /// SwiftUI's state as values: `State` and `Binding` (the storage and projection of
    /// `@State`/`@Binding` properties, which `PropertyWrapperRewrite` expands), and what tells a
    /// live view how to play a change (`withAnimation`, `Animation`, `AnyTransition`).
    ///
    /// A `State` keeps its value in a `_StateCell`, a class: copies of a view share it, so a
    /// button's action that sets `count += 1` changes what the next `body` reads, as SwiftUI's
    /// nonmutating setter does. A live host finds a view's state cells in its `State` fields and a
    /// control's binding (with the bound property's name, `_name`) in the control's value.
    static let state = #"""
    /// The storage of one `@State` property: shared by every copy of the view.
    final class _StateCell<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A value a view owns and may change, as SwiftUI's `State`: `@State var count = 0` declares
    /// `count` (its value), `$count` (a `Binding` to it) and `_count` (this storage).
    struct State<Value> {
        var _cell: _StateCell<Value>
        /// Storage holding `wrappedValue` (what `@State var x = v` makes).
        init(wrappedValue: Value) { _cell = _StateCell(wrappedValue) }
        /// Storage holding `initialValue` (`_x = State(initialValue: v)` in an `init`).
        init(initialValue: Value) { _cell = _StateCell(initialValue) }
        /// The value now; setting it changes every copy of the view.
        var wrappedValue: Value {
            get { _cell.value }
            nonmutating set { _cell.value = newValue }
        }
        /// A binding that reads and writes this state (`$x`).
        var projectedValue: Binding<Value> {
            let cell = _cell
            return Binding(get: { cell.value }, set: { cell.value = $0 })
        }
    }

    /// A value owned elsewhere that a view reads and writes, as SwiftUI's `Binding`: `$x` of a
    /// `@State` property, `.constant(v)`, or `Binding(get:set:)`.
    struct Binding<Value> {
        var _get: () -> Value
        var _set: (Value) -> Void
        /// The bound property's name (`$volume` is named "volume"): a live host labels an
        /// unlabelled slider or stepper with it. Nil for `.constant(_:)` and `Binding(get:set:)`.
        var _name: String? = nil
        /// A binding that calls `get` to read and `set` to write.
        init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            _get = get
            _set = set
        }
        /// The bound value now; setting it writes through.
        var wrappedValue: Value {
            get {
                let read = _get
                return read()
            }
            nonmutating set {
                let write = _set
                write(newValue)
            }
        }
        /// The binding itself (`$x` of a `@Binding` property).
        var projectedValue: Binding<Value> { self }
        /// This binding named `name` (the projection `$name` that `PropertyWrapperRewrite` writes).
        func _named(_ name: String) -> Binding<Value> {
            var named = self
            named._name = name
            return named
        }
        /// A binding to `value` that never changes (a control bound to it does not move).
        static func constant(_ value: Value) -> Binding<Value> {
            Binding(get: { value }, set: { _ in })
        }
    }

    /// A class whose changes views observe, as Combine's `ObservableObject` (its `@Published`
    /// properties are plain stored properties here).
    protocol ObservableObject: AnyObject {}

    /// An observable object a view owns, as SwiftUI's `StateObject` (`@StateObject var model = Model()`).
    struct StateObject<ObjectType> {
        var _cell: _StateCell<ObjectType>
        /// Storage holding `wrappedValue`.
        init(wrappedValue: ObjectType) { _cell = _StateCell(wrappedValue) }
        /// The object.
        var wrappedValue: ObjectType {
            get { _cell.value }
            nonmutating set { _cell.value = newValue }
        }
    }

    /// An observable object a view is given, as SwiftUI's `ObservedObject` (`@ObservedObject var model: Model`).
    struct ObservedObject<ObjectType> {
        var _cell: _StateCell<ObjectType>
        /// Storage holding `wrappedValue`.
        init(wrappedValue: ObjectType) { _cell = _StateCell(wrappedValue) }
        /// The object.
        var wrappedValue: ObjectType {
            get { _cell.value }
            nonmutating set { _cell.value = newValue }
        }
    }

    // `Animation` (for `withAnimation` and `.animation`) is declared in Prelude+Animation.

    /// How a view enters and leaves, as SwiftUI's `AnyTransition` (a figure shows it in place).
    struct AnyTransition {
        var _name: String
        static var opacity: AnyTransition { AnyTransition(_name: "opacity") }
        static var scale: AnyTransition { AnyTransition(_name: "scale") }
        static var slide: AnyTransition { AnyTransition(_name: "slide") }
        static var identity: AnyTransition { AnyTransition(_name: "identity") }
        static func move(edge: Edge) -> AnyTransition { AnyTransition(_name: "move") }
        static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(_name: "scale") }
        static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(_name: "offset") }
        static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
        /// Both transitions at once.
        func combined(with other: AnyTransition) -> AnyTransition { self }
        /// The transition with an animation.
        func animation(_ animation: Animation?) -> AnyTransition { self }
    }

    // `Edge` (for `.move(edge:)`) is declared with its `Edge.Set` in Prelude+LayoutModifiers.

    /// How a view's content changes in place when it is redrawn with new content, as a counter's
    /// digits rolling (`.numericText()`): a figure shows the content it has.
    struct ContentTransition {
        var _name: String
        static var identity: ContentTransition { ContentTransition(_name: "identity") }
        static var opacity: ContentTransition { ContentTransition(_name: "opacity") }
        static var interpolate: ContentTransition { ContentTransition(_name: "interpolate") }
        /// Digits that roll up or down to the new number.
        static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(_name: "numericText") }
        /// Digits that roll towards `value`.
        static func numericText(value: Double) -> ContentTransition { ContentTransition(_name: "numericText") }
    }

    /// The animation of the last `withAnimation` that ran: a live view plays the change its
    /// action made with it (and clears it).
    var _withAnimation: Animation? = nil
    /// Whether a `withAnimation` with a repeating animation ran (in an `.onAppear` action).
    var _repeatingChangeRan = false
    /// Runs `body`; a live view plays the state it changes as the default animation (a figure shows the result).
    func withAnimation<Result>(_ body: () -> Result) -> Result {
        _withAnimation = Animation.default
        return body()
    }
    /// Runs `body`; a live view plays the state it changes as `animation` (a figure shows the result;
    /// of a repeating change made `.onAppear`, the end that draws more).
    func withAnimation<Result>(_ animation: Animation?, _ body: () -> Result) -> Result {
        if let animation {
            _withAnimation = animation
            if animation._repeats { _repeatingChangeRan = true }
        }
        return body()
    }

    /// One `.animation(_:value:)` a live view's body met: its animation and the value it watches.
    struct _AnimationMark {
        var animation: Animation?
        var value: Any
    }
    /// Whether `.animation(_:value:)` records its marks (while a live view evaluates its body).
    var _recordsAnimationMarks = false
    /// The marks met since the live view started evaluating its body.
    var _animationMarks: [_AnimationMark] = []
    /// Whether `.onAppear` records its action (while a figure's views are first made).
    var _recordsAppearances = false
    /// The `.onAppear` actions met while recording, run before the figure is drawn.
    var _appearActions: [() -> Void] = []
    /// Whether `.animation` notes repeating animations (while a figure's views are made around
    /// their `.onAppear` actions), in the values they watch and whether one watches every change.
    var _notesRepeats = false
    var _repeatingMarks: [Any] = []
    var _repeatsEveryChange = false

    extension View {
        /// Animates the view's changes when `value` changes (a figure shows the current state;
        /// of a repeating change made `.onAppear`, the end that draws more).
        func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
            if _recordsAnimationMarks { _animationMarks.append(_AnimationMark(animation: animation, value: value)) }
            if _notesRepeats, let animation, animation._repeats { _repeatingMarks.append(value) }
            return self
        }
        /// Animates the view's changes (a figure shows the current state; of a repeating change
        /// made `.onAppear`, the end that draws more).
        func animation(_ animation: Animation?) -> some View {
            if _notesRepeats, let animation, animation._repeats { _repeatsEveryChange = true }
            return self
        }
        /// How the view enters and leaves (a figure shows it in place).
        func transition(_ transition: AnyTransition) -> some View { self }
        /// How the view's content changes in place (iOS 16; a figure shows the content it has).
        func contentTransition(_ transition: ContentTransition) -> some View { self }
        /// Runs `action` when the view appears: a figure shows the view after it ran, as a preview
        /// does (`ViewBridge+Appear.swift`).
        func onAppear(perform action: (() -> Void)? = nil) -> some View {
            if _recordsAppearances, let action { _appearActions.append(action) }
            return self
        }
        /// Runs `action` when the view disappears (a figure never runs it).
        func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
        /// Runs `action` on a tap (a figure has no taps).
        func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
        /// Runs `action` when `value` changes (a figure never changes).
        func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
        /// Runs `action` with the old and new values when `value` changes (iOS 17): a figure
        /// never changes, so only `initial: true` runs it, once as the view appears, with the
        /// value as both (SwiftUI passes the initial value as the old one too).
        func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                    _ action: @escaping (V, V) -> Void) -> some View {
            onAppear(perform: initial ? { action(value, value) } : nil)
        }
        /// Runs `action` when `value` changes (iOS 17); `initial: true` also runs it as the view
        /// appears, the only time a figure runs it.
        func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
            onAppear(perform: initial ? action : nil)
        }
        /// Starts `action` when the view appears (a figure never runs it).
        func task(priority: TaskPriority = .userInitiated, _ action: @escaping () -> Void) -> some View { self }
    }

    /// The priority of a task started by `.task` (accepted; a figure runs no tasks).
    enum TaskPriority { case high, medium, low, userInitiated, utility, background }
    """#
}
