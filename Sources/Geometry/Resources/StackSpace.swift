internal import CGlibc

/// How much of the calling thread's stack is left: the guard of recursion that no counter sees.
///
/// Some recursion passes through work that returns between levels, so no depth counter grows:
/// a `GeometryReader` whose content contains the view that holds it makes that content only when
/// it is drawn, the interpreter's call for it has returned by then, and the next level is drawn
/// inside this one. Such paths ask `isNearlyFull` before each level, which measures the stack
/// itself, and refuse the level once less than a sixteenth of it (at least 256 KiB) is left:
/// the error comes long before the overflow that would kill the process.
public enum StackSpace {
    /// Bytes left between the current frame and the end of the thread's stack, or nil when the
    /// thread's stack cannot be asked for (then nothing is refused). Cheap: where the stack lies
    /// is asked of glibc once per thread (`shapebook_thread_stack` keeps it).
    public static func remaining() -> (left: Int, size: Int)? {
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard shapebook_thread_stack(&base, &size) == 0, let base else { return nil }
        // The stack grows down from base + size towards base; a local's address is where it is now.
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let bottom = UInt(bitPattern: base)
        guard here > bottom else { return nil }
        return (Int(here - bottom), size)
    }

    /// True when less than a sixteenth of the thread's stack (at least 256 KiB) is left: time to
    /// refuse another level of recursion with an error.
    public static var isNearlyFull: Bool {
        guard let (left, size) = remaining() else { return false }
        return left < max(256 << 10, size / 16)
    }
}
