/// `firstIndex(of:)`, `firstIndex(where:)`, `lastIndex(of:)` and `lastIndex(where:)` of a
/// program's own collection: the library's search over its elements gives an offset, which this
/// turns into the collection's own index (`index(after:)` applied that many times from
/// `startIndex`), as Swift's searches return `Index`, not a position counted from 0.
final class CollectionWalkIndex: Expression {
    let collection: Expression
    /// The receiver the search reads: set to the collection's value just before the search runs,
    /// which reads it first, before any closure of the search can run this node again.
    let held: HeldValue
    let search: Expression

    init(_ collection: Expression, held: HeldValue, search: Expression, line: Int) {
        self.collection = collection
        self.held = held
        self.search = search
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try collection.evaluate(frame, interpreter)
        let found = try held.holding(value, search, frame, interpreter)
        guard found != .null, let offset = found.unwrappedOptional.intValue,
              let indices = try CollectionWalk.indices(of: value.unboxed, interpreter, line: line),
              offset >= 0, offset < indices.count else { return .null }
        return Value.wrapping(indices[offset])
    }
}

/// A value handed to a node built before it is known (CollectionWalkIndex's receiver, the
/// collection a generic cut reads, GenericSubSequenceCut).
final class HeldValue: Expression {
    var value: Value = .null

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value { value }

    /// `inner`'s value with this node holding `value`, which `inner` reads first, before any
    /// closure of it can run the holder again; let go of after.
    func holding(_ value: Value, _ inner: Expression, _ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        self.value = value
        defer { self.value = .null }
        return try inner.evaluate(frame, interpreter)
    }
}
