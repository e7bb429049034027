/// Frames for calls, reused: a call of a small function (a struct's `distance(to:)`) would
/// otherwise allocate and free a frame object and its slot buffer every time, about a tenth of
/// a struct-heavy loop's time.
///
/// A frame goes back to the pool only when nothing else holds it (`isKnownUniquelyReferenced`):
/// a closure made during the call keeps its frame, which is then never reused. The pool is a
/// list linked through the frames (an array's `append` and `popLast` on the interpreter would
/// each cost a dynamic exclusivity check).
extension Interpreter {
    /// The most frames kept for reuse; a deeper recursion allocates the rest.
    static let maximumSpareFrames = 64

    /// A frame of `size` `.void` slots whose parent is `parent`: a spare one if there is one.
    /// (`take()` moves each reference out of its property, so popping a frame retains and
    /// releases nothing: reading `spareFrame` and `nextSpare` and then overwriting them cost
    /// two retains and two releases a call.)
    @inline(__always)
    func frame(size: Int, parent: consuming Frame?) -> Frame {
        guard let frame = spareFrame.take() else { return Frame(size: size, parent: parent) }
        spareFrame = frame.nextSpare.take()
        spareFrameCount -= 1
        frame.prepare(size: size, parent: parent)
        return frame
    }

    /// Takes back the frame of a finished call, if nothing else holds it: its values are
    /// released now, as freeing it would. The caller hands its reference over (`consuming`),
    /// so the pool keeps it without a retain.
    @inline(__always)
    func recycle(_ frame: consuming Frame) {
        var frame = frame
        guard spareFrameCount < Interpreter.maximumSpareFrames, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        frame.nextSpare = spareFrame.take()
        spareFrame = consume frame
        spareFrameCount += 1
    }
}
