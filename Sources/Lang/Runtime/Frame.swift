/// The storage of one function call (or one loop iteration whose variables a closure may
/// capture): a slot per variable, numbered by the checker before anything runs, and the frame
/// the code was defined in, which a closure keeps alive.
final class Frame {
    var slots: [Value]
    let parent: Frame?

    init(size: Int, parent: Frame?) {
        slots = Array(repeating: .void, count: size)
        self.parent = parent
    }

    /// The frame `hops` levels out; the checker counted the hops, so the chain is long enough.
    @inline(__always)
    func ancestor(_ hops: Int) -> Frame {
        var frame = self
        var remaining = hops
        while remaining > 0, let parent = frame.parent {
            frame = parent
            remaining -= 1
        }
        return frame
    }
}

/// The compiled form of a function, method, initialiser or closure.
final class FunctionCode {
    let name: String
    /// Parameters occupy slots `0..<parameterCount` (after `self` in slot 0 for methods).
    var parameterCount: Int
    var frameSize: Int
    var body: Statement
    /// Whether slot 0 holds `self`.
    let hasSelf: Bool
    /// A protocol requirement without a body: dispatch skips it.
    var isRequirement = false

    init(name: String, parameterCount: Int, frameSize: Int, body: Statement, hasSelf: Bool) {
        self.name = name
        self.parameterCount = parameterCount
        self.frameSize = frameSize
        self.body = body
        self.hasSelf = hasSelf
    }
}
