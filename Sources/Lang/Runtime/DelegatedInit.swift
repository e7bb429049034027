/// `self.init(…)` in a class's convenience initialiser: the initialiser of that selector of the
/// instance's own class (a subclass's override, when it has one) runs on the instance being
/// made, as Swift's delegation does; none is made anew.
final class DelegatedInit: Expression {
    let receiver: Expression
    let selector: String
    /// The initialiser the checker chose, run when the instance's class declares none of the selector.
    let fallback: FunctionCode
    let arguments: [Expression]
    /// The `inout` arguments by index, written back after the call.
    let inoutPlaces: [(Int, Place)]

    init(receiver: Expression, selector: String, fallback: FunctionCode, arguments: [Expression],
         inoutPlaces: [(Int, Place)], line: Int) {
        self.receiver = receiver
        self.selector = selector
        self.fallback = fallback
        self.arguments = arguments
        self.inoutPlaces = inoutPlaces
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let instance = try receiver.evaluate(frame, interpreter)
        var values: [Value] = []
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        let (_, callee) = try interpreter.invoke(initializer(for: instance, interpreter), captured: nil, arguments: values,
                                                 selfValue: instance, line: line)
        for (index, place) in inoutPlaces where callee.holds(index + 1) {
            try place.set(try callee.take(index + 1, line: line), frame, interpreter)
        }
        return .void
    }

    /// The nearest initialiser of the selector from the instance's class up.
    private func initializer(for instance: Value, _ interpreter: Interpreter) -> FunctionCode {
        var current = instance.unboxed.nominalDecl
        var hops = 0
        while let decl = current, hops < 1000 {
            if let found = interpreter.environment.members[ObjectIdentifier(decl)]?.initializers.first(where: {
                $0.selector == selector && !$0.code.isRequirement
            }) {
                return found.code
            }
            current = decl.superclass
            hops += 1
        }
        return fallback
    }
}
