/// `array.append(element)`: the element is evaluated, then added to the array in its storage,
/// which `modify` hands over with the only reference, so the array grows without a copy (and
/// without the argument list a general builtin mutation builds per call).
final class ArrayAppend: Expression {
    let place: Place
    let element: Expression

    /// Whether the place's index is evaluated before the element (`PlaceFirst`).
    private let placeFirst: PlaceFirst?

    init(_ place: Place, _ element: Expression, line: Int) {
        self.place = place
        self.element = element
        placeFirst = PlaceFirst(place, [element])
        super.init(line: line)
    }

    /// The node for `place.append(element)`: `VariableAppend` when the array is a variable.
    /// `isDouble`: the elements are `Double`s (or `CGFloat`s).
    static func node(_ place: Place, _ element: Expression, isDouble: Bool = false, line: Int) -> Expression {
        if let variable = place as? VariablePlace {
            return VariableAppend(variable.location, element, isDouble: isDouble, line: line)
        }
        return ArrayAppend(place, element, line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        if let placeFirst {
            let element = element
            try placeFirst.modify(frame, interpreter, then: { try element.evaluate(frame, interpreter) }, Self.append)
            return .void
        }
        let value = try element.evaluate(frame, interpreter)
        try place.modify(frame, interpreter) { receiver in Self.append(&receiver, value) }
        return .void
    }

    /// Adds `value` to the array `receiver` is, holding no second reference to its storage.
    private static func append(_ receiver: inout Value, _ value: Value) {
        guard case .array(var items) = receiver else { return }
        receiver = .void
        items.append(value)
        receiver = .array(items)
    }
}

/// `array.append(element)` on an array variable: the array is moved out of its slot, grown and
/// moved back by the frame (`Frame.appendToArray`), without the closure and the `.void` stand-in
/// a general place's `modify` costs per call.
final class VariableAppend: Expression {
    let location: StorageLocation
    let element: Expression
    /// Whether the element is a `Double`, computed without a `Value` (`xs.append(r * cos(a))`).
    let isDouble: Bool

    init(_ location: StorageLocation, _ element: Expression, isDouble: Bool = false, line: Int) {
        self.location = location
        self.element = element
        self.isDouble = isDouble
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try append(frame, interpreter)
        return .void
    }

    /// Evaluates the element and appends it.
    @inline(__always)
    func append(_ frame: Frame, _ interpreter: Interpreter) throws {
        let value = isDouble ? .double(try element.evaluateDouble(frame, interpreter)) : try element.evaluate(frame, interpreter)
        switch location {
        case .local(let slot): try frame.appendToArray(value, slot, line: line)
        case .outer(let hops, let slot): try frame.ancestor(hops).appendToArray(value, slot, line: line)
        case .global(let slot): try interpreter.globals.appendToArray(value, slot, line: line)
        }
    }
}

/// `array.append(element)` as a statement: the append runs without an `ExpressionStatement`
/// around it, whose call of the expression and release of the `.void` it gives back were a
/// fifth of each append's instructions in the blob benchmark's loop.
final class AppendStatement: Statement {
    let append: VariableAppend

    init(_ append: VariableAppend) {
        self.append = append
        super.init(line: append.line)
    }

    override func execute(_ frame: Frame, _ interpreter: Interpreter) throws -> Flow {
        try append.append(frame, interpreter)
        return .normal
    }
}
