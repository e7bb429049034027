import Synchronization

/// A flag another thread sets to stop a running cell; the evaluator reads it every 1,024 steps.
public final class InterruptFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Whether an interrupt was requested.
    public var isSet: Bool { flag.load(ordering: .relaxed) }

    /// Requests that the running cell stop.
    public func set() { flag.store(true, ordering: .relaxed) }

    /// Clears the request before the next cell.
    public func clear() { flag.store(false, ordering: .relaxed) }
}
