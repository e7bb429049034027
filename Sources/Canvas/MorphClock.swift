import Synchronization

/// The progress that `animate(view)` imposes on every `Morph` in the view while it lays out a frame.
///
/// A `Morph` computes its outline when the view is laid out, not when it is made; `animate(_:)`
/// lays the same view out once per frame inside `run(at:_:)`, and each `Morph` asks
/// `progress(default:)` for the frame's progress instead of its own. The override is task-local,
/// so it reaches exactly the layouts run inside `run` and nothing else. The clock counts the
/// Morphs that read it, so `animate(_:)` can tell a view without any Morph (nothing to animate).
public final class MorphClock: Sendable {
    @TaskLocal static var current: MorphClock?

    /// The progress every Morph draws at while the clock runs.
    public let progress: Double
    private let reads = Atomic<Int>(0)

    private init(progress: Double) {
        self.progress = progress
    }

    /// Runs `body` with every Morph drawn at `progress`; returns its result and whether any Morph read it.
    public static func run<T>(at progress: Double, _ body: () throws -> T) throws -> (result: T, drewMorph: Bool) {
        let clock = MorphClock(progress: progress)
        let result = try $current.withValue(clock, operation: body)
        return (result, clock.reads.load(ordering: .relaxed) > 0)
    }

    /// The progress a Morph draws at: the animation's while one runs, else its own.
    public static func progress(default own: Double) -> Double {
        guard let clock = current else { return own }
        clock.reads.add(1, ordering: .relaxed)
        return clock.progress
    }
}
