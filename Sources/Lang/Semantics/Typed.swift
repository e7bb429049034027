/// A lowered expression with its static type.
struct Typed {
    let node: Expression
    let type: SwiftType

    init(_ node: Expression, _ type: SwiftType) {
        self.node = node
        self.type = type
    }
}

/// Where a value is being converted, which decides swiftc's wording of a mismatch.
enum ConversionRole {
    case annotation, argument, returnValue, condition, assignment, element, dictionaryKey, dictionaryValue
    /// An argument of a library parameter declared String or Array, which also takes a slice.
    case libraryArgument
    /// A single-expression closure's value, its result type from the context.
    case closureResult
    /// The operand of an `as` coercion (`x as Int`).
    case coercion
}
