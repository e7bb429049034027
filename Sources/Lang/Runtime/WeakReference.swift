/// A `weak` or `unowned` reference to a class instance: it reads nil once the instance's last
/// strong reference went (Swift's weak references do so when deinit begins, and so does this,
/// the moment `Instance.deinit` runs).
public final class WeakReference {
    private(set) weak var instance: Instance?

    init(_ instance: Instance) {
        self.instance = instance
    }
}

extension Value {
    /// The value as a `weak` or `unowned` variable stores it: an instance (possibly boxed in an
    /// existential) becomes a `WeakReference`; nil and anything else are stored as they are.
    var weakened: Value {
        switch self {
        case .object(let instance): return .weakReference(WeakReference(instance))
        case .boxed(let inner, _):
            if case .object(let instance) = inner.unboxed { return .weakReference(WeakReference(instance)) }
            return self
        default: return self
        }
    }

    /// What a `weak` variable reads: the instance while it lives, else nil.
    var strengthened: Value {
        guard case .weakReference(let reference) = self else { return self }
        return reference.instance.map(Value.object) ?? .null
    }

    /// What an `unowned` variable reads: the instance while it lives.
    /// - Throws: swiftc's trap once it went.
    func strengthenedUnowned(line: Int) throws -> Value {
        guard case .weakReference(let reference) = self else { return self }
        guard let instance = reference.instance else {
            throw RuntimeError("Attempted to read an unowned reference but object was already destroyed", line: line)
        }
        return .object(instance)
    }
}

/// Reads a `weak` or `unowned` variable or stored property: the instance, or nil (weak) or
/// swiftc's trap (unowned) once it went.
final class WeakRead: Expression {
    let read: Expression
    let isUnowned: Bool

    init(_ read: Expression, isUnowned: Bool, line: Int) {
        self.read = read
        self.isUnowned = isUnowned
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try read.evaluate(frame, interpreter)
        return isUnowned ? try value.strengthenedUnowned(line: line) : value.strengthened
    }
}

/// Makes a value the form a `weak` or `unowned` variable stores (`WeakReference`), for its
/// initial value.
final class Weaken: Expression {
    let value: Expression

    init(_ value: Expression, line: Int) {
        self.value = value
        super.init(line: line)
    }

    override func evaluate(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        try value.evaluate(frame, interpreter).weakened
    }
}

/// A `weak` or `unowned` variable or stored property as a place: what is stored is weakened,
/// what is read strengthened.
final class WeakPlace: Place {
    let storage: Place
    let isUnowned: Bool

    init(_ storage: Place, isUnowned: Bool, line: Int) {
        self.storage = storage
        self.isUnowned = isUnowned
        super.init(line: line)
    }

    override var hasOperands: Bool { storage.hasOperands }

    override func resolved(_ frame: Frame, _ interpreter: Interpreter) throws -> Place {
        guard storage.hasOperands else { return self }
        return WeakPlace(try storage.resolved(frame, interpreter), isUnowned: isUnowned, line: line)
    }

    override func get(_ frame: Frame, _ interpreter: Interpreter) throws -> Value {
        let value = try storage.get(frame, interpreter)
        return isUnowned ? try value.strengthenedUnowned(line: line) : value.strengthened
    }

    override func set(_ value: consuming Value, _ frame: Frame, _ interpreter: Interpreter) throws {
        try storage.set(value.weakened, frame, interpreter)
    }

    override func modify(_ frame: Frame, _ interpreter: Interpreter, _ body: (inout Value) throws -> Void) throws {
        let isUnowned = isUnowned
        let line = line
        try storage.modify(frame, interpreter) { stored in
            var value = isUnowned ? try stored.strengthenedUnowned(line: line) : stored.strengthened
            defer { stored = value.weakened }
            try body(&value)
        }
    }
}
