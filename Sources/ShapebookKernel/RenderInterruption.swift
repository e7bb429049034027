import Synchronization

/// A flag the kernel's interrupt sets and an animation's rendering reads between frames.
///
/// The session stops a running cell by itself; rendering happens after (or, for `display`,
/// during) the cell, outside the session, so it needs its own flag.
final class RenderInterruption: Sendable {
    private let flag = Atomic<Bool>(false)

    /// True once an interrupt arrived since the last `clear()`.
    var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Records an interrupt.
    func set() { flag.store(true, ordering: .relaxed) }

    /// Forgets any interrupt (at the start of each cell).
    func clear() { flag.store(false, ordering: .relaxed) }
}
