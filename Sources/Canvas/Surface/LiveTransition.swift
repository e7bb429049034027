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
