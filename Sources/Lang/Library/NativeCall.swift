/// One call of a library function whose body is native Swift: the receiver (`self`, which a
/// mutating function may replace), the arguments in declaration order, and what the function
/// needs to read and make the library's values.
struct NativeCall {
    /// `self` for methods and computed properties; `.void` for free functions and initialisers.
    var selfValue: Value
    let arguments: [Value]
    let line: Int
    let types: LibraryTypes
    let interpreter: Interpreter

    /// The argument at `index`, unboxed from any existential.
    func argument(_ index: Int) throws -> Value {
        guard index < arguments.count else { throw RuntimeError("missing argument \(index + 1)", line: line) }
        return arguments[index].unboxed
    }

    /// The argument at `index` as a number (`Double`, `CGFloat`, `Float` or `Int`).
    func number(_ index: Int) throws -> Double {
        try types.number(argument(index), line: line)
    }

    /// The argument at `index` as a `Bool`.
    func bool(_ index: Int) throws -> Bool {
        guard let value = try argument(index).boolValue else { throw RuntimeError("expected a Bool", line: line) }
        return value
    }
}

/// A native body: Swift code that reads the call and returns the result (`.void` for none).
typealias NativeFunction = @Sendable (inout NativeCall) throws -> Value
