extension StandardLibrary {
    /// The literal protocols' initialisers written out, as code pasted from apps sometimes calls
    /// them (`CGFloat(integerLiteral: 8)`); rules in `Checker+BuiltinConstructors.swift`.
    static let literalInitializers: [Builtin] = [
        Builtin("BinaryInteger", "init(integerLiteral value: Int)", "The integer `value`, as `ExpressibleByIntegerLiteral` makes it.",
                sample: "(integerLiteral: 8)") { $0.numberInitRule($1) },
        Builtin("BinaryFloatingPoint", "init(integerLiteral value: Int)", "The integer `value` converted, as `ExpressibleByIntegerLiteral` makes it.",
                sample: "(integerLiteral: 8)") { $0.numberInitRule($1) },
    ]
}
