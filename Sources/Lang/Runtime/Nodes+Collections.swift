/// `array.append(element)`: the element is evaluated, then added to the array in its storage,
/// which `modify` hands over with the only reference, so the array grows without a copy (and
/// without the argument list a general builtin mutation builds per call).
final class ArrayAppend: Expression {
    let place: Place
    let element: Expression

    init(_ place: Place, _ element: Expression, line: Int) {
        self.place = place
        self.element = element
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try element.evaluate(frame, interpreter)
        try place.modify(frame, interpreter) { receiver in
            guard case .array(var items) = receiver else { return }
            receiver = .void
            items.append(value)
            receiver = .array(items)
        }
        return .void
    }
}
