extension Prelude {
    /// SwiftUI's `Animation` timing, the values that animate (`AnimatableVector`,
    /// `AnimatablePair`), and Shapebook's `animate(…)`, which samples a progress-driven view into
    /// an `AnimatedFigure`: a cell shows it as an animated PNG and SVG (`ViewBridge+Animation`
    /// lays the frames out, Canvas's `AnimatedFigure` holds them).
    static let animation = #"""
    /// How a change is animated, as SwiftUI's `Animation`: a timing curve over a duration.
    /// `animate(_:fps:_:)` samples it; a figure shows the final state of a change (of a change
    /// repeated forever, made `.onAppear`, the end that draws more: docs/canvas.md §2).
    struct Animation: CustomStringConvertible {
        var _curve: AnimationCurve
        var _duration: Double
        var _autoreverses: Bool = false
        /// Repeated forever: a figure shows the state before such a change (`ViewBridge+Appear`).
        var _repeats: Bool = false
        /// A `timingCurve`'s control points (x1, y1, x2, y2), which replace the named curve; empty
        /// for the named curves.
        var _controlPoints: [Double] = []
        /// SwiftUI's default animation here: easeInOut over 0.35 s.
        static var `default`: Animation { Animation(_curve: .easeInOut, _duration: 0.35) }
        /// Constant speed over 0.35 s.
        static var linear: Animation { Animation(_curve: .linear, _duration: 0.35) }
        /// Starting slowly, over 0.35 s.
        static var easeIn: Animation { Animation(_curve: .easeIn, _duration: 0.35) }
        /// Ending slowly, over 0.35 s.
        static var easeOut: Animation { Animation(_curve: .easeOut, _duration: 0.35) }
        /// Starting and ending slowly, over 0.35 s.
        static var easeInOut: Animation { Animation(_curve: .easeInOut, _duration: 0.35) }
        /// A spring, played here as easeOut over 0.55 s.
        static var spring: Animation { Animation(_curve: .easeOut, _duration: 0.55) }
        /// A bouncy spring, played here as easeOut over 0.5 s.
        static var bouncy: Animation { Animation(_curve: .easeOut, _duration: 0.5) }
        /// A smooth spring, played here as easeOut over 0.5 s.
        static var smooth: Animation { Animation(_curve: .easeOut, _duration: 0.5) }
        /// A snappy spring, played here as easeOut over 0.5 s.
        static var snappy: Animation { Animation(_curve: .easeOut, _duration: 0.5) }
        /// Constant speed over `duration` seconds.
        static func linear(duration: Double) -> Animation { Animation(_curve: .linear, _duration: duration) }
        /// Starting slowly, over `duration` seconds.
        static func easeIn(duration: Double) -> Animation { Animation(_curve: .easeIn, _duration: duration) }
        /// Ending slowly, over `duration` seconds.
        static func easeOut(duration: Double) -> Animation { Animation(_curve: .easeOut, _duration: duration) }
        /// Starting and ending slowly, over `duration` seconds.
        static func easeInOut(duration: Double) -> Animation { Animation(_curve: .easeInOut, _duration: duration) }
        /// A spring, played here as easeOut over its response (the overshoot is not played).
        static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
            Animation(_curve: .easeOut, _duration: response)
        }
        /// A spring, played here as easeOut over `duration` seconds.
        static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation(_curve: .easeOut, _duration: duration) }
        /// A spring described by a `Spring` (iOS 17), played here as easeOut over its duration.
        static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
            Animation(_curve: .easeOut, _duration: spring.duration)
        }
        /// A bouncy spring over `duration` seconds, played here as easeOut.
        static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(_curve: .easeOut, _duration: duration) }
        /// A smooth spring over `duration` seconds, played here as easeOut.
        static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(_curve: .easeOut, _duration: duration) }
        /// A snappy spring over `duration` seconds, played here as easeOut.
        static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(_curve: .easeOut, _duration: duration) }
        /// The cubic Bézier timing curve from (0, 0) to (1, 1) through (c0x, c0y) and (c1x, c1y),
        /// over `duration` seconds (x coordinates are brought into 0…1).
        static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
            Animation(_curve: .easeInOut, _duration: duration, _controlPoints: [c0x, c0y, c1x, c1y])
        }
        /// A quick spring, played here as easeOut over its response.
        static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
            Animation(_curve: .easeOut, _duration: response)
        }
        /// The animation repeated; with `autoreverses` (the default) there and back.
        func repeatForever(autoreverses: Bool = true) -> Animation {
            Animation(_curve: _curve, _duration: _duration, _autoreverses: autoreverses, _repeats: true, _controlPoints: _controlPoints)
        }
        /// The animation repeated (an animated image loops forever); `autoreverses` plays it there and back.
        func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
            Animation(_curve: _curve, _duration: _duration, _autoreverses: autoreverses, _controlPoints: _controlPoints)
        }
        /// The animation started after `delay` seconds (a figure does not wait).
        func delay(_ delay: Double) -> Animation { self }
        /// The same animation played `speed` times as fast.
        func speed(_ speed: Double) -> Animation {
            Animation(_curve: _curve, _duration: _duration / speed, _autoreverses: _autoreverses, _repeats: _repeats,
                      _controlPoints: _controlPoints)
        }
        /// SwiftUI's spelling of the timing: `Animation.easeIn(duration: 2)`.
        var description: String { _description() }
        @_native("Animation.description") func _description() -> String
    }

    /// A spring's motion, as SwiftUI's `Spring` (iOS 17): how long it takes to settle and how
    /// much it bounces. `Animation.spring(_:)` plays it.
    struct Spring {
        /// How long the spring takes, in seconds (SwiftUI's perceptual duration).
        var duration: Double
        /// How much it bounces: 0 none, up to 1 forever, below 0 overdamped.
        var bounce: Double
        /// A spring of `duration` seconds that bounces by `bounce`.
        init(duration: Double = 0.5, bounce: Double = 0) {
            self.duration = duration
            self.bounce = bounce
        }
        /// A spring of `response` seconds damped by `dampingRatio` (1 does not bounce).
        init(response: Double, dampingRatio: Double) {
            self.init(duration: response, bounce: 1 - dampingRatio)
        }
        /// A smooth spring, without bounce.
        static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
        /// A snappy spring, a little bounce.
        static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
        /// A bouncy spring.
        static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
        /// A smooth spring over `duration` seconds, bouncing `extraBounce` more.
        static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
        /// A snappy spring over `duration` seconds, bouncing `extraBounce` more.
        static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
        /// A bouncy spring over `duration` seconds, bouncing `extraBounce` more.
        static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
    }

    /// The timing curves `animate(…)` eases its progress with (CSS's and SwiftUI's Béziers).
    enum AnimationCurve { case linear, easeIn, easeOut, easeInOut }

    /// A list of numbers that animates number by number: the morphing article's
    /// `AnimatableVector` (a `VectorArithmetic` over its values).
    struct AnimatableVector: VectorArithmetic, Equatable {
        /// The numbers.
        var values: [Double]
        /// A vector of `values`.
        init(with values: [Double]) { self.values = values }
        /// A vector of `values`.
        init(values: [Double]) { self.values = values }
        /// An empty vector.
        init() { values = [] }
        /// An empty vector.
        static var zero: AnimatableVector { AnimatableVector() }
        /// How many numbers.
        var count: Int { values.count }
        /// The sum number by number (as long as the shorter vector).
        static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
            AnimatableVector(with: zip(lhs.values, rhs.values).map { pair in pair.0 + pair.1 })
        }
        /// The difference number by number (as long as the shorter vector).
        static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
            AnimatableVector(with: zip(lhs.values, rhs.values).map { pair in pair.0 - pair.1 })
        }
        /// Every number multiplied by `rhs`.
        mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
        /// The sum of the squares of the numbers.
        var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    }

    /// A value whose instances can be added, subtracted and scaled, as SwiftUI's `VectorArithmetic`.
    protocol VectorArithmetic {
        /// Multiplies the value by `rhs`.
        mutating func scale(by rhs: Double)
        /// The value's length squared.
        var magnitudeSquared: Double { get }
    }

    /// A number scales by multiplying, as SwiftUI's `VectorArithmetic` numbers (a custom
    /// `VectorArithmetic` type scales its own `Double` this way). The members without the
    /// conformance: the library adds no conformance to a standard type (`PreludeTests`).
    extension Double {
        /// Multiplies the number by `rhs`.
        mutating func scale(by rhs: Double) { self *= rhs }
        /// The number squared.
        var magnitudeSquared: Double { self * self }
    }

    /// A number scales by multiplying, as SwiftUI's `VectorArithmetic` numbers.
    extension CGFloat {
        /// Multiplies the number by `rhs`.
        mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
        /// The number squared.
        var magnitudeSquared: Double { Double(self * self) }
    }

    /// A number scales by multiplying, as SwiftUI's `VectorArithmetic` numbers.
    extension Float {
        /// Multiplies the number by `rhs`.
        mutating func scale(by rhs: Double) { self *= Float(rhs) }
        /// The number squared.
        var magnitudeSquared: Double { Double(self * self) }
    }

    /// Two animatable values animated together, as SwiftUI's `AnimatablePair`.
    struct AnimatablePair<First, Second> {
        /// The first value.
        var first: First
        /// The second value.
        var second: Second
        /// The pair of `first` and `second`.
        init(_ first: First, _ second: Second) {
            self.first = first
            self.second = second
        }
    }

    /// A point animates its coordinates together, as in SwiftUI (`start.animatableData` in a
    /// shape's own `animatableData`).
    extension CGPoint: Animatable {
        /// The x- and y-coordinates.
        typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
        /// The x- and y-coordinates, as a pair.
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(x, y) }
            set {
                x = newValue.first
                y = newValue.second
            }
        }
    }

    /// A size animates its width and height together, as in SwiftUI.
    extension CGSize: Animatable {
        /// The width and height.
        typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
        /// The width and height, as a pair.
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(width, height) }
            set {
                width = newValue.first
                height = newValue.second
            }
        }
    }

    /// A rectangle animates its origin and size together, as in SwiftUI.
    extension CGRect: Animatable {
        /// The origin's pair and the size's pair.
        typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
        /// The origin's coordinates and the size's width and height, as pairs.
        var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
            get { AnimatablePair(origin.animatableData, size.animatableData) }
            set {
                origin.animatableData = newValue.first
                size.animatableData = newValue.second
            }
        }
    }

    /// What `animate(…)` draws at each progress value.
    enum _AnimationContent {
        /// `animate { t in … }`: the views the closure makes for the progress.
        case closure((Double) -> _ViewList)
        /// `animate(view)`: the view with every `Morph` in it drawn at the progress.
        case morphs(any View)
        /// `animate(from: a, to: b)`: `a` with its `animatableData` interpolated towards `b`'s
        /// when it has one, else the `Morph` of the two shapes with this many samples.
        case between(any View, any View, Int)
    }

    /// A looping animation, shown as an animated PNG and an animated SVG (SMIL): what
    /// `animate(…)` returns. Its frames are laid out when it is made, so an error in any frame
    /// stops the cell that makes it.
    struct AnimatedFigure: CustomStringConvertible {
        var _content: _AnimationContent
        var _timing: Animation
        var _fps: Int
        /// Which of the session's laid-out animations this is (0: none kept).
        var _id: Int
        /// The first frame's view and size, and the frames, rate and length:
        /// `Circle 100×100, animated: 10 frames at 10 fps, 1 s`.
        var description: String { _description() }
        @_native("AnimatedFigure.description") func _description() -> String
    }

    // Each `animate` lays its frames out once when it is called (natively, so that an error
    // names the cell's line), so that a bad duration or frame rate, or an error in any frame,
    // stops the cell that makes it.

    /// An animation of the views `content` makes for the progress `t` (0…1), shown as an
    /// animated PNG and SVG that loop forever: `duration` seconds one way, `fps` frames per
    /// second (1…60), there and back when `autoreverses`, eased along `curve`.
    @_native("animate.closure")
    func animate(duration: Double = 2, fps: Int = 20, autoreverses: Bool = false, curve: AnimationCurve = .linear,
                 @ViewBuilder _ content: @escaping (Double) -> _ViewList) -> AnimatedFigure

    /// An animation of `content` timed by a SwiftUI `Animation`:
    /// `animate(.easeInOut(duration: 2).repeatForever()) { t in … }`.
    @_native("animate.timed")
    func animate(_ animation: Animation, fps: Int = 20, @ViewBuilder _ content: @escaping (Double) -> _ViewList) -> AnimatedFigure

    /// An animation of `view` with every `Morph` in it running from progress 0 to 1.
    @_native("animate.morphs")
    func animate(_ view: any View, duration: Double = 2, fps: Int = 20, autoreverses: Bool = false,
                 curve: AnimationCurve = .linear) -> AnimatedFigure

    /// An animation from `from` to `to`: their `animatableData` interpolated (SwiftUI's
    /// `Animatable`) when they are values of one type that has it, else the `Morph` of the two
    /// shapes with `samples` points.
    @_native("animate.between")
    func animate(from: any View, to: any View, duration: Double = 2, fps: Int = 20, autoreverses: Bool = false,
                 curve: AnimationCurve = .linear, samples: Int = 100) -> AnimatedFigure
    """#
}
