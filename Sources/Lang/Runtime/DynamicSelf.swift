/// `Self` in a `class func … -> Self` of a class others may subclass: the class the method was
/// called on (`Sub.make()` makes a `Sub`), which the call pushes for the method's body to read.
final class DynamicSelfCall: Expression {
    let call: Expression
    let type: SwiftType

    init(_ call: Expression, type: SwiftType, line: Int) {
        self.call = call
        self.type = type
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        interpreter.dynamicSelfTypes.append(type)
        defer { interpreter.dynamicSelfTypes.removeLast() }
        return try call.evaluate(frame, interpreter)
    }
}

/// The metatype `Self` names in such a method's body: the innermost call's class, else the
/// declaring class.
final class DynamicSelfMetatype: Expression {
    let declared: SwiftType

    init(declared: SwiftType, line: Int) {
        self.declared = declared
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .metatype(interpreter.dynamicSelfTypes.last ?? declared)
    }
}
