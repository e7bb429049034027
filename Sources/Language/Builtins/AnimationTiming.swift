import Canvas

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
struct AnimationTiming {
    var duration: Double
    var framesPerSecond: Int
    var autoreverses: Bool
    var curve: AnimationCurve

    /// SwiftUI's spelling: `Animation.easeInOut(duration: 2).repeatForever(autoreverses: true)`.
    var description: String {
        "Animation.\(curve.rawValue)(duration: \(NumberFormat.text(duration)))"
            + (autoreverses ? ".repeatForever(autoreverses: true)" : "")
    }

    /// Steps one way: `round(duration × fps)`, at least one; a duration too long to count in an
    /// `Int` saturates (the frame limit then refuses it) instead of trapping.
    var stepsPerDirection: Int {
        let steps = (duration * Double(framesPerSecond)).rounded()
        guard steps.isFinite, steps < Double(Int32.max) else { return Int(Int32.max) }
        return max(1, Int(steps))
    }

    /// Steps in one loop.
    var stepCount: Int { autoreverses ? 2 * stepsPerDirection : stepsPerDirection }

    /// The distinct linear progress values, in order, and the sample each step shows.
    func schedule() -> (progress: [Double], sequence: [Int]) {
        let steps = stepsPerDirection
        if autoreverses {
            let progress = (0...steps).map { Double($0) / Double(steps) }
            return (progress, Array(0..<steps) + (1...steps).map { steps + 1 - $0 })
        }
        guard steps > 1 else { return ([1], [0]) }
        return ((0..<steps).map { Double($0) / Double(steps - 1) }, Array(0..<steps))
    }
}
