/// The expressions a value-building node evaluates in order (a struct's stored properties, an
/// enum case's associated values), the first three also held in `let` properties: evaluating
/// one read from the array retained and released the node (two of the three references counted
/// in building a `Point`).
final class ExpressionList {
    let expressions: [Expression]
    private let count: Int
    private let first: Expression
    private let second: Expression
    private let third: Expression

    init(_ expressions: [Expression], line: Int) {
        self.expressions = expressions
        count = expressions.count
        let none = Constant(.void, line: line)
        first = expressions.count > 0 ? expressions[0] : none
        second = expressions.count > 1 ? expressions[1] : none
        third = expressions.count > 2 ? expressions[2] : none
    }

    /// The values, evaluated in order into an array allocated once.
    @inline(__always)
    func values(_ frame: Frame, _ interpreter: Interpreter) throws -> [Value] {
        // A few values as an array literal, which allocates its buffer directly: `reserveCapacity`
        // on an empty array goes through the general growth path, two and a half times the cost
        // of building a `Point` (16,000 of them in segments).
        switch count {
        case 0: return []
        case 1: return [try first.evaluate(frame, interpreter)]
        case 2: return [try first.evaluate(frame, interpreter), try second.evaluate(frame, interpreter)]
        case 3:
            return [try first.evaluate(frame, interpreter), try second.evaluate(frame, interpreter),
                    try third.evaluate(frame, interpreter)]
        default: break
        }
        var values: [Value] = []
        values.reserveCapacity(count)
        for expression in expressions { values.append(try expression.evaluate(frame, interpreter)) }
        return values
    }
}

/// Builds a struct from its stored properties' values in declaration order.
final class MakeStruct: Expression {
    let decl: NominalDecl
    let fields: ExpressionList

    init(decl: NominalDecl, fields: [Expression], line: Int) {
        self.decl = decl
        self.fields = ExpressionList(fields, line: line)
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .structValue(decl, try fields.values(frame, interpreter))
    }
}

/// Builds a class instance with its stored properties' initial values.
final class MakeInstance: Expression {
    let decl: NominalDecl
    let fields: [Expression]

    init(decl: NominalDecl, fields: [Expression], line: Int) {
        self.decl = decl
        self.fields = fields
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var values: [Value] = []
        for field in fields { values.append(try field.evaluate(frame, interpreter)) }
        return .object(Instance(decl: decl, fields: values))
    }
}

/// Builds an enum value of a case with associated values.
final class MakeEnum: Expression {
    let decl: NominalDecl
    let caseIndex: Int
    let payload: ExpressionList

    init(decl: NominalDecl, caseIndex: Int, payload: [Expression], line: Int) {
        self.decl = decl
        self.caseIndex = caseIndex
        self.payload = ExpressionList(payload, line: line)
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .enumValue(decl, caseIndex, try payload.values(frame, interpreter))
    }
}

/// `[a, b]`, `(a, b)`: evaluates elements in order.
final class MakeList: Expression {
    /// The kind of value the elements make.
    enum Kind { case array, tuple, set }
    let kind: Kind
    let elements: [Expression]

    init(_ kind: Kind, _ elements: [Expression], line: Int) {
        self.kind = kind
        self.elements = elements
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        for element in elements { values.append(try element.evaluate(frame, interpreter)) }
        switch kind {
        case .array: return .array(values)
        case .tuple: return .tuple(values)
        case .set: return .set(Set(values))
        }
    }
}

/// `[k: v, …]`; a repeated key traps as Swift's does.
final class MakeDictionary: Expression {
    let entries: [(Expression, Expression)]

    init(_ entries: [(Expression, Expression)], line: Int) {
        self.entries = entries
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var dictionary: [Value: Value] = [:]
        for (key, value) in entries {
            let keyValue = try key.evaluate(frame, interpreter)
            let valueValue = try value.evaluate(frame, interpreter)
            if dictionary.updateValue(valueValue, forKey: keyValue) != nil {
                throw RuntimeError("Dictionary literal contains duplicate keys", line: line)
            }
        }
        return .dictionary(dictionary)
    }
}

/// A stored property of a struct or class instance, or a tuple element, by index.
final class FieldGet: Expression {
    let base: Expression
    let index: Int
    /// The slot of the running frame's variable when `base` is one (`other.x`, `self.minX` in a
    /// method), else -1: the property is then read from the slot without asking `base` where
    /// its variable lives (a call and a switch per read).
    private let localSlot: Int
    /// The same for a global variable (`current.x` in a cell's top-level code): else -1.
    private let globalSlot: Int

    init(_ base: Expression, index: Int, line: Int) {
        self.base = base
        self.index = index
        localSlot = (base as? LocalGet)?.slot ?? -1
        globalSlot = (base as? GlobalGet)?.slot ?? -1
        super.init(line: line)
    }

    override var isPlainRead: Bool { base.isPlainRead }

    // Each reader tries the variable's slot and then calls the general path: with the general
    // path in the same function, every read, the common one included, paid for saving and
    // restoring the registers that path needs (46 instructions a `Double` read, 6% of the
    // segments benchmark).

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        if localSlot >= 0, let value = frame.field(localSlot, index) { return value }
        if globalSlot >= 0, let value = interpreter.globals.field(globalSlot, index) { return value }
        return try valueElsewhere(frame, interpreter)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        if localSlot >= 0, let value = frame.doubleField(localSlot, index) { return value }
        if globalSlot >= 0, let value = interpreter.globals.doubleField(globalSlot, index) { return value }
        return try doubleElsewhere(frame, interpreter)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        if localSlot >= 0, let value = frame.intField(localSlot, index) { return value }
        if globalSlot >= 0, let value = interpreter.globals.intField(globalSlot, index) { return value }
        return try intElsewhere(frame, interpreter)
    }

    /// The property of another variable (captured, or not yet in its slot) or of a computed value.
    @inline(never)
    private func valueElsewhere(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        // A property of a variable is read in place: only the property is copied.
        if let variable = base.variable {
            if let value = variable.withFrame(frame, interpreter, { $0.field($1, index) }) { return value }
            // `counter.n` read while the mutating method `counter.step()` runs, or `box.n` while
            // `bump(&box.n)` runs: Swift's trap.
            if variable.withFrame(frame, interpreter, { $0.isInAccess($1) || $0.fieldIsInAccess($1, index) }) {
                throw Frame.exclusivityConflict(line)
            }
        } else {
            let owner = try base.evaluate(frame, interpreter)
            if let value = owner.field(index) { return value }
            if owner.fieldIsInAccess(index) { throw Frame.exclusivityConflict(line) }
        }
        throw RuntimeError("value has no such member", line: line)
    }

    @inline(never)
    private func doubleElsewhere(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        if let variable = base.variable,
           let value = variable.withFrame(frame, interpreter, { $0.doubleField($1, index) }) { return value }
        return try super.evaluateDouble(frame, interpreter)
    }

    @inline(never)
    private func intElsewhere(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        if let variable = base.variable,
           let value = variable.withFrame(frame, interpreter, { $0.intField($1, index) }) { return value }
        return try super.evaluateInt(frame, interpreter)
    }
}

/// Reads a place (used for `x` where `x` is a path into storage the checker made a `Place`).
final class PlaceGet: Expression {
    let place: Place

    init(_ place: Place, line: Int) {
        self.place = place
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try place.get(frame, interpreter)
    }
}

/// Applies a function of one value: conversions, unary operators, member reads of builtins.
final class Unary: Expression {
    let operand: Expression
    let operation: (Value, Int) throws -> Value

    init(_ operand: Expression, line: Int, _ operation: @escaping (Value, Int) throws -> Value) {
        self.operand = operand
        self.operation = operation
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try operation(try operand.evaluate(frame, interpreter), line)
    }
}

/// `a && b`, `a || b`, short-circuiting.
final class Logical: Expression {
    let isAnd: Bool
    let lhs: Expression
    let rhs: Expression

    init(isAnd: Bool, _ lhs: Expression, _ rhs: Expression, line: Int) {
        self.isAnd = isAnd
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        .bool(try evaluateBool(frame, interpreter))
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        let left = try lhs.evaluateBool(frame, interpreter)
        if isAnd ? !left : left { return left }
        return try rhs.evaluateBool(frame, interpreter)
    }
}

/// `c ? a : b`.
final class Ternary: Expression {
    let condition: Expression
    let then: Expression
    let otherwise: Expression

    init(_ condition: Expression, _ then: Expression, _ otherwise: Expression, line: Int) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try condition.evaluateBool(frame, interpreter)
            ? then.evaluate(frame, interpreter) : otherwise.evaluate(frame, interpreter)
    }
}

/// `a ?? b`: `b` only when `a` is nil.
final class NilCoalescing: Expression {
    let lhs: Expression
    let rhs: Expression

    init(_ lhs: Expression, _ rhs: Expression, line: Int) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try lhs.evaluate(frame, interpreter)
        if case .null = value { return try rhs.evaluate(frame, interpreter) }
        return value.unwrappedOptional
    }
}

/// `a!`: nil is Swift's runtime error.
final class ForceUnwrap: Expression {
    let operand: Expression
    let message: String

    init(_ operand: Expression, message: String = "Unexpectedly found nil while unwrapping an Optional value", line: Int) {
        self.operand = operand
        self.message = message
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try operand.evaluate(frame, interpreter)
        if case .null = value { throw RuntimeError(message, line: line) }
        return value.unwrappedOptional
    }
}

/// Thrown by `BindOptional` when the chain meets nil; `OptionalChain` turns it into nil.
struct OptionalChainNil: Error {}

/// `a?` inside a chain.
final class BindOptional: Expression {
    let operand: Expression

    init(_ operand: Expression, line: Int) {
        self.operand = operand
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try operand.evaluate(frame, interpreter)
        if case .null = value { throw OptionalChainNil() }
        return value.unwrappedOptional
    }
}

/// The whole `a?.b.c` chain: nil if any link was nil.
final class OptionalChain: Expression {
    let body: Expression

    init(_ body: Expression, line: Int) {
        self.body = body
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        do {
            return try body.evaluate(frame, interpreter)
        } catch is OptionalChainNil {
            return .null
        }
    }
}

/// `try? e`: nil when `e` throws a Swift error; `try! e`: a runtime error then.
final class TryExpression: Expression {
    let body: Expression
    let isForced: Bool

    init(_ body: Expression, isForced: Bool, line: Int) {
        self.body = body
        self.isForced = isForced
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        do {
            return try body.evaluate(frame, interpreter)
        } catch is ThrownError {
            if !isForced { return .null }
            let text = (try? interpreter.printer.debugDescription(of: interpreter.thrownValue, as: .any)) ?? "error"
            throw RuntimeError("'try!' expression unexpectedly raised an error: \(text)", line: line)
        }
    }
}

/// String interpolation: each part printed as `print` would.
final class Interpolation: Expression {
    let parts: [(Expression, SwiftType)]

    init(_ parts: [(Expression, SwiftType)], line: Int) {
        self.parts = parts
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        var text = ""
        for (part, type) in parts {
            let value = try part.evaluate(frame, interpreter)
            let piece: String
            if let string = value.stringValue { piece = string } else {
                try interpreter.checkInterrupt(line: line)
                piece = try interpreter.printer.description(of: value, as: type)
            }
            // `s = "\(s)\(s)"` doubles in one step: long results are held to `+`'s limits.
            if text.utf8.count + piece.utf8.count > 1 << 16 {
                try Arithmetic.checkLength(text.utf8.count + piece.utf8.count, of: "string", line: line)
            }
            text += piece
        }
        return .string(text)
    }
}

/// Evaluates statements then an expression: a closure's or `if` expression's body, an initialiser
/// returning `self`.
final class StatementsThen: Expression {
    let statements: Statement
    let result: Expression

    init(_ statements: Statement, then result: Expression, line: Int) {
        self.statements = statements
        self.result = result
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        if case .returnValue(let value) = try statements.execute(frame, interpreter) { return value }
        return try result.evaluate(frame, interpreter)
    }
}
