/// `Self` in a static member of a class others may subclass: the class the member was called on
/// (`Sub.make()` makes a `Sub`, `Sub.describe()` reads `Sub`'s `class var`s), which the call
/// pushes for the member's body to read.
final class DynamicSelfCall: Expression {
    let call: Expression
    let type: SwiftType
    /// Where the class comes from at run time instead (`super.make()` keeps the caller's `Self`).
    let source: Expression?

    init(_ call: Expression, type: SwiftType, source: Expression? = nil, line: Int) {
        self.call = call
        self.type = type
        self.source = source
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var pushed = type
        if let source, case .metatype(let dynamic) = try source.evaluate(frame, interpreter).unboxed { pushed = dynamic }
        interpreter.dynamicSelfTypes.append(pushed)
        defer { interpreter.dynamicSelfTypes.removeLast() }
        return try call.evaluate(frame, interpreter)
    }
}

/// The metatype `Self` names in such a member's body: the innermost call's class when it is
/// `declared` or a subclass of it, else `declared`.
final class DynamicSelfMetatype: Expression {
    let declared: SwiftType

    init(declared: SwiftType, line: Int) {
        self.declared = declared
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard let pushed = interpreter.dynamicSelfTypes.last, let base = declared.nominalDecl else { return .metatype(declared) }
        // A call that reached this body without pushing its class leaves an unrelated one on top.
        var current = pushed.nominalDecl
        var hops = 0
        while let type = current, hops < 100 {
            if type === base { return .metatype(pushed) }
            current = type.superclass
            hops += 1
        }
        return .metatype(declared)
    }
}
