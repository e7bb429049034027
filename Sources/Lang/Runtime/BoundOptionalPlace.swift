/// `a?` or `a!` as the base of an assigned place (`opt?[i] = v`, `s?.x += 1`, `d["k"]! = nil`):
/// the optional's payload. A nil value ends the optional chain (`OptionalChainNil`, which
/// `OptionalChainStatement` catches) before anything is written, as swiftc's chain does; forced,
/// it is Swift's runtime error.
final class BoundOptionalPlace: Place {
    let wrapped: Place
    /// `a!`: nil traps instead of ending a chain.
    let isForced: Bool
    /// Whether the payload's type is itself optional (or a generic parameter that may be one):
    /// then the optional holds it as `.some` when it is nil (or holds nil in turn), and writing
    /// one wraps it again (`Value.wrapping`).
    let payloadMayBeNil: Bool

    init(_ wrapped: Place, isForced: Bool = false, payloadMayBeNil: Bool, line: Int) {
        self.wrapped = wrapped
        self.isForced = isForced
        self.payloadMayBeNil = payloadMayBeNil
        super.init(line: line)
    }

    override var isStorage: Bool { wrapped.isStorage }

    /// The nil test is evaluated with the place's operands: `none?[at(0)] = by(5)` calls neither.
    override var hasOperands: Bool { true }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        let wrapped = try self.wrapped.resolved(frame, interpreter)
        if case .null = try wrapped.get(frame, interpreter) { throw nilError }
        return wrapped === self.wrapped ? self
            : BoundOptionalPlace(wrapped, isForced: isForced, payloadMayBeNil: payloadMayBeNil, line: line)
    }

    /// What meeting nil throws: the end of the chain, or the forced unwrap's runtime error.
    private var nilError: Error {
        isForced ? RuntimeError("Unexpectedly found nil while unwrapping an Optional value", line: line) : OptionalChainNil()
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try wrapped.get(frame, interpreter)
        if case .null = value { throw nilError }
        return payloadMayBeNil ? value.unwrappedOptional : value
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try wrapped.modify(frame, interpreter) { value in try changePayload(&value, body) }
    }

    /// An `inout` access (a mutating call's `self`) is the wrapped place's, ended by a nil link.
    override func access(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try wrapped.access(frame, interpreter) { value in try changePayload(&value, body) }
    }

    /// Runs `body` on the payload of the optional `value`, in place where the optional holds it
    /// as itself (copy-on-write then sees a unique reference).
    private func changePayload(_ value: inout Value, _ body: (inout Value) throws -> Void) throws {
        if case .null = value { throw nilError }
        guard payloadMayBeNil else { return try body(&value) }
        if case .some(var payload) = value {
            value = .void
            defer { value = Value.wrapping(payload) }
            try body(&payload)
        } else {
            defer { value = Value.wrapping(value) }
            try body(&value)
        }
    }
}
