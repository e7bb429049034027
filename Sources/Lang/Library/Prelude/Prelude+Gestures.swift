extension Prelude {
    /// Gestures (`.gesture(DragGesture().onChanged { … })`, `onTapGesture { location in … }`,
    /// `onLongPressGesture`, `contentShape`, `hoverEffect`): a figure has no touches, so a gesture
    /// is checked as Swift checks it and its actions never run, as in a preview nobody touches.
    static let gestures = #"""
    /// Something a view recognises from touches; a figure has none, so no action of one runs.
    protocol Gesture {}

    /// A drag: the finger's path from where it went down.
    struct DragGesture: Gesture {
        /// Where a drag is: its start, where it is now and how fast it moves.
        struct Value {
            /// Where the finger is.
            var location: CGPoint
            /// Where the finger went down.
            var startLocation: CGPoint
            /// How far the finger moved: `location` less `startLocation`.
            var translation: CGSize
            /// Where the drag would end if the finger let go now.
            var predictedEndLocation: CGPoint
            /// How far the drag would have moved if the finger let go now.
            var predictedEndTranslation: CGSize
            /// How fast the finger moves, in points a second.
            var velocity: CGSize
        }
        /// The least distance, in points, the finger moves before the drag starts.
        var minimumDistance: CGFloat
        /// A drag that starts once the finger moved `minimumDistance` points.
        init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
            self.minimumDistance = minimumDistance
        }
        /// The drag, running `action` as it moves (never, in a figure).
        func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
        /// The drag, running `action` when the finger lifts (never, in a figure).
        func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    }

    /// A press held for a while.
    struct LongPressGesture: Gesture {
        /// How long, in seconds, the finger stays down.
        var minimumDuration: Double
        /// A press held for `minimumDuration` seconds within `maximumDistance` points.
        init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
            self.minimumDuration = minimumDuration
        }
        /// The press, running `action` with whether it is pressing (never, in a figure).
        func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
        /// The press, running `action` when it completes (never, in a figure).
        func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
    }

    /// One or more taps.
    struct TapGesture: Gesture {
        /// How many taps it takes.
        var count: Int
        /// `count` taps.
        init(count: Int = 1) { self.count = count }
        /// The taps, running `action` when they complete (never, in a figure).
        func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
    }

    extension View {
        /// The view, recognising `gesture` (a figure has no touches: the view draws as it is).
        func gesture<G: Gesture>(_ gesture: G) -> some View { self }
        /// The view, recognising `gesture` along with its own gestures (none run in a figure).
        func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
        /// The view, recognising `gesture` before its own gestures (none run in a figure).
        func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }
        /// Runs `action` with where a tap landed (a figure has no taps).
        func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                          perform action: @escaping (CGPoint) -> Void) -> some View { self }
        /// Runs `action` after a press of `minimumDuration` seconds (a figure has no presses).
        func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                perform action: @escaping () -> Void) -> some View { self }
        /// The view, taking touches inside `shape` (a figure has none: the view draws as it is).
        func contentShape(_ shape: any Shape, eoFill: Bool = false) -> some View { self }
        /// The view, highlighted by `effect` when a pointer hovers (a figure has no pointer).
        func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    }

    /// How a view responds to a pointer hovering over it (iPadOS, visionOS).
    struct HoverEffect {
        /// The effect's name.
        var _name: String
        /// The system's choice for the view.
        static var automatic: HoverEffect { HoverEffect(_name: "automatic") }
        /// A platter behind the view.
        static var highlight: HoverEffect { HoverEffect(_name: "highlight") }
        /// The view lifting under the pointer.
        static var lift: HoverEffect { HoverEffect(_name: "lift") }
    }
    """#
}
