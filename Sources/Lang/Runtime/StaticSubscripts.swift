/// `Type[arguments]` through a `static` or `class` subscript (`Palette[3]`,
/// `Palette[0] = color`): the accessors of the type the metatype value holds at run time, found
/// along its superclasses, so a subclass's `override class subscript` answers for a value of
/// `Base.Type` holding it.
enum StaticSubscriptAccess {
    /// The getter and setter of `type`'s static subscript whose getter is `selector`, with the
    /// type that declares them.
    static func accessors(_ selector: String, of type: Value, _ interpreter: Interpreter,
                          line: Int) throws -> (owner: NominalDecl, decl: NominalDecl, type: SwiftType,
                                                getter: FunctionCode, setter: FunctionCode?) {
        guard case .metatype(let held) = type.unboxed, let decl = held.nominalDecl else {
            throw RuntimeError("not a type", line: line)
        }
        for (owner, table) in StaticWitness.tables(of: decl, interpreter.environment) {
            if let found = table.staticSubscripts.first(where: { $0.getter.selector == selector && !$0.getter.code.isRequirement }) {
                return (owner, decl, held, found.getter.code, found.setter?.code)
            }
        }
        throw RuntimeError("type '\(decl.name)' has no subscript '\(selector)'", line: line)
    }

    /// Runs the getter (`newValue` nil) or the setter of `type`'s static subscript `selector`.
    static func run(_ selector: String, of type: Value, arguments: [Value], newValue: Value?, _ interpreter: Interpreter,
                    line: Int) throws -> Value {
        let found = try accessors(selector, of: type, interpreter, line: line)
        guard let newValue else {
            return try StaticWitness.invoke(found.getter, arguments: arguments, in: found.owner, for: found.decl, as: found.type,
                                            interpreter, line: line)
        }
        guard let setter = found.setter else { throw RuntimeError("subscript is get-only", line: line) }
        return try StaticWitness.invoke(setter, arguments: arguments + [newValue], in: found.owner, for: found.decl,
                                        as: found.type, interpreter, line: line)
    }
}

/// A read of a static subscript: `Type[arguments]`.
final class StaticSubscriptRead: Expression {
    let metatype: Expression
    let selector: String
    let arguments: [Expression]

    init(metatype: Expression, selector: String, arguments: [Expression], line: Int) {
        self.metatype = metatype
        self.selector = selector
        self.arguments = arguments
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let (type, values) = try operands(frame, interpreter)
        return try StaticSubscriptAccess.run(selector, of: type, arguments: values, newValue: nil, interpreter, line: line)
    }

    /// The metatype and the arguments, each evaluated once.
    func operands(_ frame: Frame, _ interpreter: Interpreter) throws -> (Value, [Value]) {
        let type = try metatype.evaluate(frame, interpreter)
        var values: [Value] = []
        for argument in arguments { values.append(try argument.evaluate(frame, interpreter)) }
        return (type, values)
    }
}

/// `Type[arguments]` assigned or changed in place: the getter reads, the setter writes.
final class StaticSubscriptPlace: Place {
    let read: StaticSubscriptRead

    init(_ read: StaticSubscriptRead) {
        self.read = read
        super.init(line: read.line)
    }

    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let (type, values) = try read.operands(frame, interpreter)
        return StaticSubscriptPlace(StaticSubscriptRead(metatype: Constant(type, line: line), selector: read.selector,
                                                        arguments: values.map { Constant($0, line: line) }, line: line))
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try read.evaluate(frame, interpreter)
    }

    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        let (type, values) = try read.operands(frame, interpreter)
        _ = try StaticSubscriptAccess.run(read.selector, of: type, arguments: values, newValue: value, interpreter, line: line)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let (type, values) = try read.operands(frame, interpreter)
        var value = try StaticSubscriptAccess.run(read.selector, of: type, arguments: values, newValue: nil, interpreter, line: line)
        try body(&value)
        _ = try StaticSubscriptAccess.run(read.selector, of: type, arguments: values, newValue: value, interpreter, line: line)
    }
}
