/// When `animate(…)` samples its view: how long, how often, in which order, along which curve.
///
/// A loop of `duration` seconds at `framesPerSecond` has `steps = round(duration × fps)` steps
/// (at least one), each shown for `1 / fps` seconds, so the loop lasts exactly `steps / fps`:
/// - Forward only: step `k` shows progress `k / (steps − 1)`, from 0 to 1 inclusive; the loop
///   then jumps back to 0 (the last frame is the finished animation, held for one step).
/// - `autoreverses`: `steps` forward at `k / steps` (0 up to just before 1), then `steps` back
///   from 1 down to just after 0, so the loop is seamless and lasts `2 × duration`. Each inner
///   progress value is shown twice and drawn once.
/// The progress passes through `curve` (SwiftUI's timing curves) before the view sees it.
public struct AnimationTiming: Hashable, Sendable {
    /// Seconds one way.
    public var duration: Double
    /// Steps per second (1…60 as `animate` checks it).
    public var framesPerSecond: Int
    /// Whether the loop plays forwards then backwards.
    public var autoreverses: Bool
    /// The easing applied to the linear progress.
    public var curve: AnimationCurve

    /// The timing of `duration` seconds at `framesPerSecond` along `curve`.
    public init(duration: Double, framesPerSecond: Int, autoreverses: Bool, curve: AnimationCurve) {
        self.duration = duration
        self.framesPerSecond = framesPerSecond
        self.autoreverses = autoreverses
        self.curve = curve
    }

    /// SwiftUI's spelling: `Animation.easeInOut(duration: 2).repeatForever(autoreverses: true)`.
    public var description: String {
        curve.spelling(duration: duration)
            + (autoreverses ? ".repeatForever(autoreverses: true)" : "")
    }

    /// Steps one way: `round(duration × fps)`, at least one; a duration too long to count in an
    /// `Int` saturates (the frame limit then refuses it) instead of trapping.
    public var stepsPerDirection: Int {
        let steps = (duration * Double(framesPerSecond)).rounded()
        guard steps.isFinite, steps < Double(Int32.max) else { return Int(Int32.max) }
        return max(1, Int(steps))
    }

    /// Steps in one loop.
    public var stepCount: Int { autoreverses ? 2 * stepsPerDirection : stepsPerDirection }

    /// The distinct linear progress values, in order, and the sample each step shows.
    public func schedule() -> (progress: [Double], sequence: [Int]) {
        let steps = stepsPerDirection
        if autoreverses {
            let progress = (0...steps).map { Double($0) / Double(steps) }
            return (progress, Array(0..<steps) + (1...steps).map { steps + 1 - $0 })
        }
        guard steps > 1 else { return ([1], [0]) }
        return ((0..<steps).map { Double($0) / Double(steps - 1) }, Array(0..<steps))
    }
}

/// SwiftUI's timing curves, as cubic Bézier easing functions from (0, 0) to (1, 1).
///
/// The named control points are CSS's and SwiftUI's: `easeIn` (0.42, 0, 1, 1), `easeOut`
/// (0, 0, 0.58, 1), `easeInOut` (0.42, 0, 0.58, 1); `Animation.timingCurve(_:_:_:_:duration:)`
/// gives its own.
public struct AnimationCurve: Hashable, Sendable {
    /// The curve's name as SwiftUI spells its animation: `linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, or `timingCurve` for control points of one's own.
    public let rawValue: String
    /// The control points (x1, y1, x2, y2); the x coordinates lie in 0…1, so x grows with the
    /// curve parameter.
    public let x1, y1, x2, y2: Double

    private init(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (rawValue, self.x1, self.y1, self.x2, self.y2) = (name, x1, y1, x2, y2)
    }

    /// Constant speed.
    public static let linear = AnimationCurve("linear", 0, 0, 1, 1)
    /// Starting slowly.
    public static let easeIn = AnimationCurve("easeIn", 0.42, 0, 1, 1)
    /// Ending slowly.
    public static let easeOut = AnimationCurve("easeOut", 0, 0, 0.58, 1)
    /// Starting and ending slowly.
    public static let easeInOut = AnimationCurve("easeInOut", 0.42, 0, 0.58, 1)
    /// The named curves.
    public static let allCases: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut]

    /// The named curve `rawValue`, or nil.
    public init?(rawValue: String) {
        guard let named = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = named
    }

    /// The Bézier through (`x1`, `y1`) and (`x2`, `y2`), as `Animation.timingCurve`: x
    /// coordinates outside 0…1 are brought into it (as CSS requires of `cubic-bezier`); a
    /// control point that is not a finite number gives the linear curve.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> AnimationCurve {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return .linear }
        return AnimationCurve("timingCurve", min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }

    /// SwiftUI's spelling of an animation of `duration` seconds along this curve:
    /// `Animation.easeIn(duration: 2)`, `Animation.timingCurve(0.5, 0.2, 0.25, 1, duration: 1.5)`.
    public func spelling(duration: Double) -> String {
        guard rawValue == "timingCurve" else { return "Animation.\(rawValue)(duration: \(duration.shortDescription))" }
        let points = [x1, y1, x2, y2].map(\.shortDescription).joined(separator: ", ")
        return "Animation.timingCurve(\(points), duration: \(duration.shortDescription))"
    }

    /// The eased progress at linear progress `t` in 0…1.
    ///
    /// Solves x(s) = t for the curve parameter s by bisection to 1e-9 (x is monotonic), then
    /// returns y(s): accurate to about 1e-9, far below one pixel of any figure.
    public func callAsFunction(_ t: Double) -> Double {
        if rawValue == "linear" { return t }
        // The ends are exact, so a loop starts and finishes exactly on its two states.
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
