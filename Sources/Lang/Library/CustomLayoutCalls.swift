import Canvas
import Geometry

/// The calls into a program's `Layout` (`sizeThatFits`, `placeSubviews`) that are running: for
/// each, how to measure its subviews and the placements recorded so far. A `LayoutSubview`
/// names its call by number, so a layout inside another's subview keeps to its own.
final class CustomLayoutCalls {
    private struct Call {
        var subviews: [SubviewTraits]
        var measure: CustomLayoutContent.Measure
        var placements: [Int: SubviewPlacement] = [:]
    }

    private var calls: [Int: Call] = [:]
    private var next = 0

    /// Starts a call of a layout with `subviews` measured by `measure`; its number.
    func begin(subviews: [SubviewTraits], measure: @escaping CustomLayoutContent.Measure) -> Int {
        next += 1
        calls[next] = Call(subviews: subviews, measure: measure)
        return next
    }

    /// Ends call `id`: the placements it recorded.
    func end(_ id: Int) -> [Int: SubviewPlacement] {
        calls.removeValue(forKey: id)?.placements ?? [:]
    }

    /// The size subview `index` of call `id` takes for `proposal`.
    func measure(_ id: Int, _ index: Int, _ proposal: ProposedSize, line: Int) throws -> Size {
        guard let call = calls[id], call.subviews.indices.contains(index) else {
            throw RuntimeError("a layout's subview is used outside its sizeThatFits or placeSubviews", line: line)
        }
        return try call.measure(index, proposal)
    }

    /// The priority and spacing of subview `index` of call `id`.
    func traits(_ id: Int, _ index: Int, line: Int) throws -> SubviewTraits {
        guard let subviews = calls[id]?.subviews, subviews.indices.contains(index) else {
            throw RuntimeError("a layout's subview is used outside its sizeThatFits or placeSubviews", line: line)
        }
        return subviews[index]
    }

    /// Records where subview `index` of call `id` is placed (a second placement replaces the first).
    func place(_ id: Int, _ index: Int, _ placement: SubviewPlacement, line: Int) throws {
        guard let subviews = calls[id]?.subviews, subviews.indices.contains(index) else {
            throw RuntimeError("a layout's subview is placed outside its placeSubviews", line: line)
        }
        calls[id]?.placements[index] = placement
    }
}
