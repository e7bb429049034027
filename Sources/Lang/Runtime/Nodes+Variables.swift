/// Reading variables: a slot of this frame, of an enclosing frame `hops` out, or of the session's
/// globals, each chosen by the checker.
final class LocalGet: Expression {
    let slot: Int

    init(slot: Int, line: Int) {
        self.slot = slot
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard slot < frame.slots.count else { throw RuntimeError("variable used before it was declared", line: line) }
        return frame.slots[slot]
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

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let target = frame.ancestor(hops)
        guard slot < target.slots.count else { throw RuntimeError("variable used before it was declared", line: line) }
        return target.slots[slot]
    }
}

/// A variable declared at the top level of this or an earlier cell.
final class GlobalGet: Expression {
    let slot: Int

    init(slot: Int, line: Int) {
        self.slot = slot
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        guard slot < interpreter.globals.slots.count else {
            throw RuntimeError("variable used before it was declared", line: line)
        }
        return interpreter.globals.slots[slot]
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
}

/// Where a variable lives, as the checker resolved it.
enum StorageLocation {
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

    /// The frame holding the variable, seen from `frame`.
    @inline(__always)
    func frame(from frame: Frame, _ interpreter: Interpreter) -> Frame {
        switch self {
        case .local: return frame
        case .outer(let hops, _): return frame.ancestor(hops)
        case .global: return interpreter.globals
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
