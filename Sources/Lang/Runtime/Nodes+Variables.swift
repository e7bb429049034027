/// Reading variables: a slot of this frame, of an enclosing frame `hops` out, or of the session's
/// globals, each chosen by the checker.
final class LocalGet: Expression {
    let slot: Int

    init(slot: Int, line: Int) {
        self.slot = slot
        super.init(line: line)
    }

    override var isPlainRead: Bool { true }
    override var variable: StorageLocation? { .local(slot) }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try frame.value(slot, line: line)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        if let value = frame.int(slot) { return value }
        return try super.evaluateInt(frame, interpreter)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        if let value = frame.double(slot) { return value }
        return try super.evaluateDouble(frame, interpreter)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if let value = frame.bool(slot) { return value }
        return try super.evaluateBool(frame, interpreter)
    }
}

/// A variable of an enclosing function, captured by a closure or nested function.
final class OuterGet: Expression {
    let hops: Int
    let slot: Int

    init(hops: Int, slot: Int, line: Int) {
        self.hops = hops
        self.slot = slot
        super.init(line: line)
    }

    override var isPlainRead: Bool { true }
    override var variable: StorageLocation? { .outer(hops: hops, slot: slot) }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try frame.ancestor(hops).checkedValue(slot, line: line)
    }
}

/// A variable declared at the top level of this or an earlier cell.
final class GlobalGet: Expression {
    let slot: Int

    init(slot: Int, line: Int) {
        self.slot = slot
        super.init(line: line)
    }

    override var isPlainRead: Bool { true }
    override var variable: StorageLocation? { .global(slot) }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try interpreter.globals.checkedValue(slot, line: line)
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        if let value = interpreter.globals.int(slot) { return value }
        return try super.evaluateInt(frame, interpreter)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        if let value = interpreter.globals.double(slot) { return value }
        return try super.evaluateDouble(frame, interpreter)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if let value = interpreter.globals.bool(slot) { return value }
        return try super.evaluateBool(frame, interpreter)
    }
}

/// A constant computed by the checker: a literal, a metatype, an enum case without payload.
final class Constant: Expression {
    let value: Value

    init(_ value: Value, line: Int) {
        self.value = value
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        value
    }

    override func evaluateInt(_ frame: Frame, _ interpreter: Interpreter) throws -> Int {
        if case .int(let number) = value { return number }
        return try super.evaluateInt(frame, interpreter)
    }

    override func evaluateDouble(_ frame: Frame, _ interpreter: Interpreter) throws -> Double {
        if case .double(let number) = value { return number }
        return try super.evaluateDouble(frame, interpreter)
    }

    override func evaluateBool(_ frame: Frame, _ interpreter: Interpreter) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        return try super.evaluateBool(frame, interpreter)
    }
}

/// Where a variable lives, as the checker resolved it.
enum StorageLocation: Equatable {
    case local(Int)
    case outer(hops: Int, slot: Int)
    case global(Int)

    /// An expression reading the variable.
    func reader(line: Int) -> Expression {
        switch self {
        case .local(let slot): return LocalGet(slot: slot, line: line)
        case .outer(let hops, let slot): return OuterGet(hops: hops, slot: slot, line: line)
        case .global(let slot): return GlobalGet(slot: slot, line: line)
        }
    }

    /// Runs `body` on the frame holding the variable, seen from `frame`, and the slot in it.
    /// (Handing the frame to a closure rather than returning it lets the compiler borrow the
    /// current frame or the globals without retaining them.)
    @inline(__always)
    func withFrame<Result>(_ frame: Frame, _ interpreter: Interpreter,
                           _ body: (Frame, Int) throws -> Result) rethrows -> Result {
        switch self {
        case .local(let slot): return try body(frame, slot)
        case .outer(let hops, let slot): return try body(frame.ancestor(hops), slot)
        case .global(let slot): return try body(interpreter.globals, slot)
        }
    }

    /// Stores `value` in the variable, handing it over (no copy, no release of the original):
    /// the closure of `withFrame` would capture the value and copy it.
    @inline(__always)
    func store(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter, line: Int) throws {
        switch self {
        case .local(let slot): try frame.store(value, slot, line: line)
        case .outer(let hops, let slot): try frame.ancestor(hops).store(value, slot, line: line)
        case .global(let slot): try interpreter.globals.store(value, slot, line: line)
        }
    }

    /// Stores `value` in the variable, handed over, when its frame has the slot; false, storing
    /// nothing, when it has not (a pattern that binds it then does not match).
    @inline(__always)
    func storeIfHeld(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) -> Bool {
        switch self {
        case .local(let slot): return frame.putIfHeld(value, slot)
        case .outer(let hops, let slot): return frame.ancestor(hops).putIfHeld(value, slot)
        case .global(let slot): return interpreter.globals.putIfHeld(value, slot)
        }
    }

    /// The slot index in that frame.
    var slot: Int {
        switch self {
        case .local(let slot), .global(let slot): return slot
        case .outer(_, let slot): return slot
        }
    }
}
