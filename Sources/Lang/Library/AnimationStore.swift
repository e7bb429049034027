import Canvas

/// The animations `animate(…)` laid out while a session's cells ran, so that a cell showing one
/// shows exactly those frames (a frame that draws random numbers drew them as the cell ran)
/// without laying them out again. It keeps the last few: an evicted one is laid out again.
final class AnimationStore {
    /// How many animations are kept.
    static let capacity = 4
    private var lastIdentifier = 0
    private var kept: [(id: Int, animation: AnimatedFigure)] = []

    /// Keeps `animation`; returns the identifier its `AnimatedFigure` value carries.
    func keep(_ animation: AnimatedFigure) -> Int {
        lastIdentifier += 1
        kept.append((lastIdentifier, animation))
        if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
        return lastIdentifier
    }

    /// The animation kept as `id`, nil when it was never kept or has been evicted.
    func animation(_ id: Int) -> AnimatedFigure? {
        kept.last { $0.id == id }?.animation
    }
}
