import Geometry
import Synchronization

/// A flag another thread sets to stop a running cell; the checker reads it at every expression
/// and the evaluator every 1,024 steps.
///
/// A request counts only while a cell runs (from `begin` to `end`: its check, its run and the
/// drawing of its figure), so a stray interrupt that arrives between cells never stops the next
/// one. A request is passed on to the session's `ResourceContext`, which the layers below the
/// language (layout, set operations, rendering) read.
public final class InterruptFlag: Sendable {
    /// 0: no cell runs; 1: a cell runs; 2: the running cell was asked to stop.
    private let state = Atomic<Int>(0)
    private let resources: ResourceContext?

    /// A flag that also requests the interrupt of `resources`, if given.
    public init(resources: ResourceContext? = nil) {
        self.resources = resources
    }

    /// Whether the running cell was asked to stop.
    public var isSet: Bool { state.load(ordering: .relaxed) == 2 }

    /// Requests that the running cell stop; does nothing while no cell runs.
    public func set() {
        if state.compareExchange(expected: 1, desired: 2, ordering: .relaxed).exchanged {
            resources?.requestInterrupt()
        }
    }

    /// Marks a cell as started: from now until `end`, `set` stops it.
    func begin() {
        resources?.clearInterrupt()
        state.store(1, ordering: .relaxed)
    }

    /// Marks the cell as ended, forgetting any request.
    func end() {
        state.store(0, ordering: .relaxed)
        resources?.clearInterrupt()
    }
}
