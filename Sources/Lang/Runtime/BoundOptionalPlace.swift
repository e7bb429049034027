/// `a?` as the base of an assigned place (`opt?[i] = v`, `s?.x += 1`): a nil value ends the
/// optional chain (`OptionalChainNil`, which `OptionalChainStatement` catches) before anything
/// is written, as swiftc's chain does.
final class BoundOptionalPlace: Place {
    let wrapped: Place

    init(_ wrapped: Place, line: Int) {
        self.wrapped = wrapped
        super.init(line: line)
    }

    override var isStorage: Bool { wrapped.isStorage }

    /// The nil test is evaluated with the place's operands: `none?[at(0)] = by(5)` calls neither.
    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let wrapped = try self.wrapped.resolved(frame, interpreter)
        if case .null = try wrapped.get(frame, interpreter) { throw OptionalChainNil() }
        return wrapped === self.wrapped ? self : BoundOptionalPlace(wrapped, line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try wrapped.get(frame, interpreter)
        if case .null = value { throw OptionalChainNil() }
        return value
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try wrapped.modify(frame, interpreter) { value in
            if case .null = value { throw OptionalChainNil() }
            try body(&value)
        }
    }

    /// An `inout` access (a mutating call's `self`) is the wrapped place's, ended by a nil link.
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try wrapped.access(frame, interpreter) { value in
            if case .null = value { throw OptionalChainNil() }
            try body(&value)
        }
    }
}
