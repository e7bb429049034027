import Geometry

/// How much more stack the parser may use: what the thread had left when parsing began, less the
/// reserve `StackSpace` keeps (a sixteenth of the stack, at least 256 KiB).
///
/// The depth limit alone does not protect the stack: a level of parentheses costs about 35 KB of
/// frames in a debug build and far less in a release build, and a cell may be parsed on a thread
/// with a small stack. Measuring the stack itself covers every build and thread.
struct StackBudget {
    private let origin: UInt
    private let limit: Int

    /// A budget measured from the caller's frame.
    init() {
        origin = Self.currentAddress()
        if let (left, size) = StackSpace.remaining() {
            limit = left - Swift.max(256 << 10, size / 16)
        } else {
            limit = 1 << 20
        }
    }

    /// Whether the stack used since `init` exceeds the budget.
    var isExhausted: Bool {
        let here = Self.currentAddress()
        let used = here < origin ? Int(origin - here) : 0
        return used > limit
    }

    private static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
