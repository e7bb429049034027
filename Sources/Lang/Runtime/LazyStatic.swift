/// A static stored property of a program's type, whose initial value Swift computes at the
/// property's first use (read or write), not where the type is declared: a `static let` whose
/// initialiser prints shows its line at that first use, and never if the property is unused.
final class LazyStatic {
    /// The property's slot among the globals.
    let slot: Int
    /// The initial value, lowered in the global context (set once the checker lowers it).
    var initializer: Expression?
    private var isInitialized = false
    private var isRunning = false

    init(slot: Int) {
        self.slot = slot
    }

    /// Computes and stores the initial value unless that was done.
    func ensure(_ interpreter: Interpreter, line: Int) throws {
        guard !isInitialized, let initializer else { return }
        // swiftc's program waits for itself forever when an initial value needs its own property.
        guard !isRunning else { throw RuntimeError("static property used while it is being initialized", line: line) }
        isRunning = true
        defer { isRunning = false }
        let value = try initializer.evaluate(interpreter.globals, interpreter)
        try interpreter.globals.store(value, slot, line: line)
        isInitialized = true
    }
}

/// A read of a lazily initialised static property.
final class LazyStaticGet: Expression {
    let lazy: LazyStatic

    init(_ lazy: LazyStatic, line: Int) {
        self.lazy = lazy
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try lazy.ensure(interpreter, line: line)
        return try interpreter.globals.value(lazy.slot, line: line)
    }
}

/// A lazily initialised static property as a place: its initial value is computed before the
/// first access, a write included.
final class LazyStaticPlace: Place {
    let lazy: LazyStatic
    let storage: Place

    init(_ lazy: LazyStatic, storage: Place, line: Int) {
        self.lazy = lazy
        self.storage = storage
        super.init(line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try lazy.ensure(interpreter, line: line)
        return try storage.get(frame, interpreter)
    }

    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try lazy.ensure(interpreter, line: line)
        try storage.set(value, frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        try lazy.ensure(interpreter, line: line)
        try storage.modify(frame, interpreter, body)
    }
}
