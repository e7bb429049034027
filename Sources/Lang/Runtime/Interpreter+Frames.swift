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
    @inline(__always)
    func frame(size: Int, parent: Frame?) -> Frame {
        guard let frame = spareFrame else { return Frame(size: size, parent: parent) }
        spareFrame = frame.nextSpare
        frame.nextSpare = nil
        spareFrameCount -= 1
        frame.prepare(size: size, parent: parent)
        return frame
    }

    /// Takes back the frame of a finished call, if nothing else holds it: its values are
    /// released now, as freeing it would.
    @inline(__always)
    func recycle(_ frame: inout Frame) {
        guard spareFrameCount < Interpreter.maximumSpareFrames, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        frame.nextSpare = spareFrame
        spareFrame = frame
        spareFrameCount += 1
    }
}
