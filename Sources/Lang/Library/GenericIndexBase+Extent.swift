/// The extent of a generic parameter's value that is not text: where the positions the body reads
/// it by start and how many elements it has, without drawing the elements where Swift would not.
/// A `while i < c.endIndex` loop asks for it on every turn, so a range's, an array's or a lazy
/// map's must cost O(1) and call no closure (swiftc's `LazyMapCollection.endIndex` is its base's).
extension GenericIndexBase {
    /// A value whose `Checker.startOffset` and `Checker.elementCount` are those of the slice
    /// `view` reads `value` as: the value itself when it is a range or a standard collection, a
    /// `Range<Int>` from 0 for a lazy map (counted by its base), else the drawn elements.
    func extent(of value: Value, _ interpreter: Interpreter) throws -> Value {
        switch value {
        case .array, .slice, .set, .dictionary, .range(.int, .int, _): return value
        case .range(let lower, let upper, let closed) where lower.nominalDecl != nil:
            // A range of a program's `Strideable` type counts by its `distance(to:)`, as Range's `count` does.
            let distance = try Self.strideWitness("distance(to:)", on: lower, upper, interpreter, line: line).intValue ?? 0
            return .range(.int(0), .int(closed ? distance &+ 1 : distance), closed: false)
        default: break
        }
        if let parts = LazyClosureSequence.parts(of: value), parts.kind == .map {
            // A map keeps its base's positions; the body reads its elements from offset 0.
            let count = try Checker.elementCount(extent(of: parts.base.unboxed, interpreter), line: line)
            return .range(.int(0), .int(count), closed: false)
        }
        return try view.elements(of: LazyClosureSequence.materialized(value, interpreter, line: line).unboxed, interpreter)
    }
}
