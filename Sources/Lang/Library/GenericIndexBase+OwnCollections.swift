/// A program's own collection given to a generic `Collection` parameter (or `self`
/// in a `Collection` extension, or one bounded `where Self: Collection`) is read by its own indices, as
/// Swift's generic code reads it through the witnesses of its conformance: `startIndex` and
/// `endIndex` are its properties, `index(after:)` and `index(before:)` its methods, `c[i]` its
/// subscript, and the defaults built on them (`indices`, `firstIndex`, `index(_:offsetBy:)`,
/// `distance(from:to:)`, cuts) step through them; not element offsets from 0.
extension GenericIndexBase {
    /// Whether `value` is a program's own collection: its type (not the library's) declares or
    /// inherits an `index(after:)` of the program's and is no library wrapper. Its indices are
    /// its own whatever their type: a generic body types `C.Index` as an Int, but only moves,
    /// compares, prints and subscripts by it, which its own index values answer (`Shelf.Index`).
    static func isOwnCollection(_ value: Value, _ interpreter: Interpreter) -> Bool {
        guard let decl = value.nominalDecl, !decl.isBuiltin, LazySequenceValue.kind(of: decl) == nil,
              !FlattenSequenceValue.isFlattening(decl),
              let step = interpreter.environment.dispatch("index(after:)", on: decl) else { return false }
        return !step.isLibrary
    }

    /// `startIndex` (`isStart`) or `endIndex` of a program's own collection, its own property.
    static func ownBound(_ value: Value, isStart: Bool, _ interpreter: Interpreter, line: Int) throws -> Value {
        return try DynamicGet.read(isStart ? "startIndex" : "endIndex", of: value, interpreter, line: line)
    }

    /// `method` of the bound type of a range of a program's `Strideable` type, called on
    /// `receiver` with `argument` (`distance(to:)`).
    static func strideWitness(_ method: String, on receiver: Value, _ argument: Value, _ interpreter: Interpreter,
                              line: Int) throws -> Value {
        guard let decl = receiver.nominalDecl, let witness = interpreter.environment.dispatch(method, on: decl) else {
            throw RuntimeError("value is not Strideable", line: line)
        }
        return try interpreter.invoke(witness.code, captured: nil, arguments: [argument], selfValue: receiver, line: line).0
    }

    /// The indices of a program's own collection in order (CollectionWalk).
    static func ownIndices(of value: Value, _ interpreter: Interpreter, line: Int) throws -> [Value] {
        guard let indices = try CollectionWalk.indices(of: value, interpreter, line: line) else {
            throw RuntimeError("value is not a collection", line: line)
        }
        return indices
    }

    /// `index(after:)` (`step` 1), `index(before:)` (-1) or `index(_:offsetBy:)` of a program's
    /// own collection: its own methods, called once per step, as Swift's defaults step.
    static func ownMoved(_ value: Value, _ position: Value, by step: Int, _ interpreter: Interpreter, line: Int) throws -> Value {
        let bidirectional = isBidirectional(value, interpreter)
        return try Checker.ownIndex(in: value, from: position, offsetBy: step, limit: nil, bidirectional: bidirectional,
                                    interpreter, line: line) ?? .null
    }

    /// Whether the type of `value` conforms to `BidirectionalCollection`, whose defaults step
    /// backwards: declaring `index(before:)` without the conformance leaves Collection's, which trap.
    static func isBidirectional(_ value: Value, _ interpreter: Interpreter) -> Bool {
        let environment = interpreter.environment
        guard let decl = value.nominalDecl, let bidirectional = environment.builtinProtocols["BidirectionalCollection"] else {
            return false
        }
        return environment.conformances.conforms(decl, to: bidirectional)
    }

    /// `distance(from:to:)` of a program's own collection, counted along its own indices.
    static func ownDistance(_ value: Value, from: Value, to: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        let bidirectional = isBidirectional(value, interpreter)
        return try Checker.ownDistance(in: value, from: from, to: to, bidirectional: bidirectional, interpreter, line: line)
    }

    /// `c[position]` of a program's own collection: its own subscript.
    static func ownElement(_ value: Value, at position: Value, _ interpreter: Interpreter, line: Int) throws -> Value {
        guard let element = try CollectionWalk.element(of: value, at: position, interpreter, line: line) else {
            throw RuntimeError("value is not a collection", line: line)
        }
        return element
    }

    /// A program's own collection's elements as a slice from 0 and `bounds` (a range of its own
    /// indices, either end possibly open) as the offsets among them, for a range cut to read.
    /// - Throws: a bound that is none of its indices, as Swift's bounds check traps.
    static func ownOffsets(_ value: Value, _ bounds: Value, _ interpreter: Interpreter, line: Int) throws -> (Value, Value) {
        guard case .range(let lower, let upper, let closed) = bounds else { return (value, bounds) }
        let indices = try ownIndices(of: value, interpreter, line: line)
        let end = try ownBound(value, isStart: false, interpreter, line: line)
        let elements = try indices.map { try ownElement(value, at: $0, interpreter, line: line) }
        func offset(_ bound: Value) throws -> Value {
            if bound == .null { return bound }
            if let found = indices.firstIndex(of: bound) { return .int(found) }
            guard bound == end else { throw RuntimeError("Index out of bounds", line: line) }
            return .int(indices.count)
        }
        return (.slice(elements, startIndex: 0), .range(try offset(lower), try offset(upper), closed: closed))
    }
}
