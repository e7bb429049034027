import Foundation

/// Equality of values whose type declares its own `==` (`struct Key: Hashable { static func ==
/// … }` comparing only `id`): Swift's `Set` and `Dictionary` ask the element's `Equatable`
/// witness, so `contains`, `insert`, `count` and key lookups must run the program's operator, not
/// compare member by member. `Value`'s `==` has no interpreter to hand, so the running cell's is
/// installed on its thread while it runs. Such values hash by the type's own `hash(into:)`, or,
/// when it declares none, all alike (`hashSeed`), which keeps the hash consistent with any `==`.
enum ProgramEquality {
    /// What every value of a type with its own `==` feeds its hasher.
    static let hashSeed = 0x5eed_e0a1

    /// Whether `decl` or a superclass declares `==`.
    static func declaresEquality(_ decl: NominalDecl) -> Bool {
        decl.selfAndSuperclasses.contains { $0.declaresEquality }
    }

    /// `a == b` by the program's `==` of `a`'s type; nil when no cell is running on this thread
    /// or the type declares none. An operator that fails at run time answers false.
    static func equal(_ a: Value, _ b: Value) -> Bool? {
        guard let pointer = pthread_getspecific(runningInterpreterKey) else { return nil }
        let interpreter = Unmanaged<Interpreter>.fromOpaque(pointer).takeUnretainedValue()
        guard let equal = StaticWitness.userOperator("==", for: a, interpreter, line: 0) else { return nil }
        return (try? equal(a, b)) ?? false
    }

    /// The hash of `value` by its type's own `hash(into:)` (`NominalDecl.programHash`, the
    /// nearest along a class's superclasses); the shared seed when it declares none, when no cell
    /// is running on this thread, or when the hash fails at run time.
    static func hash(_ value: Value, of decl: NominalDecl) -> Int {
        var current: NominalDecl? = decl
        var hops = 0
        while let type = current, type.programHash == nil, hops < 100 {
            current = type.superclass
            hops += 1
        }
        guard let code = current?.programHash, let pointer = pthread_getspecific(runningInterpreterKey) else { return hashSeed }
        let interpreter = Unmanaged<Interpreter>.fromOpaque(pointer).takeUnretainedValue()
        let hashed = try? interpreter.invoke(code, captured: nil, arguments: [], selfValue: value, line: 0).0
        return hashed?.intValue ?? hashSeed
    }

    /// Runs `body` with `interpreter` installed on the calling thread (the previous one restored).
    static func running<T>(_ interpreter: Interpreter, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(runningInterpreterKey)
        pthread_setspecific(runningInterpreterKey, Unmanaged.passUnretained(interpreter).toOpaque())
        defer { pthread_setspecific(runningInterpreterKey, previous) }
        return try withExtendedLifetime(interpreter) { try body() }
    }
}

/// The thread-specific slot holding the interpreter of the cell running on each thread
/// (unretained: `running` keeps it alive while installed).
private let runningInterpreterKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
