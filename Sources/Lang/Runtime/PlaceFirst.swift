/// The order swiftc gives an assignment whose place has operands (`xs[at(1)] = by(5)`,
/// `m[i][j] += v()`, `d[key()] = f()`): the place's indices and keys first, base first, then the
/// right side, then the access that reads and writes the element (a subscript's getter and
/// setter run after the right side too).
///
/// An element of an array, slice or generic collection whose base has no operands of its own
/// (`xs[i] = …`, `summary.counts[k] += …`) evaluates its index into a local, with nothing
/// allocated; any other place is `resolved` into a place of constants.
final class PlaceFirst {
    let place: Place
    /// `place` as an element whose base has no operands, else nil.
    let element: IndexedPlace?

    /// Nil when the order cannot show: the place has no operands, or the right side (the
    /// arguments) are constants.
    init?(_ place: Place, _ rhs: [Expression]) {
        guard place.hasOperands, !rhs.allSatisfy({ $0 is Constant }) else { return nil }
        self.place = place
        if let element = place as? IndexedPlace, !element.base.hasOperands {
            self.element = element
        } else {
            element = nil
        }
    }

    /// `place = rhs`.
    func set(_ rhs: Expression, _ frame: Frame, _ interpreter: Interpreter) throws {
        if let element {
            let position = try element.index.evaluateInt(frame, interpreter)
            let value = try rhs.evaluate(frame, interpreter)
            try element.modify(at: position, frame, interpreter) { $0 = value }
            return
        }
        let target = try place.resolved(frame, interpreter)
        try target.set(try rhs.evaluate(frame, interpreter), frame, interpreter)
    }

    /// `place op= rhs`, a mutating builtin's call (`rows[at(0)].append(by(1))`): the place's
    /// operands, then `evaluate` (the right side, the arguments), then `body` on the stored value.
    func modify<Operand>(_ frame: Frame, _ interpreter: Interpreter, then evaluate: () throws -> Operand,
                         _ body: (inout Value, Operand) throws -> Void) throws {
        if let element {
            let position = try element.index.evaluateInt(frame, interpreter)
            let operand = try evaluate()
            try element.modify(at: position, frame, interpreter) { try body(&$0, operand) }
            return
        }
        let target = try place.resolved(frame, interpreter)
        let operand = try evaluate()
        try target.modify(frame, interpreter) { try body(&$0, operand) }
    }
}
