extension StandardLibrary {
    /// The free functions: `print`, `min`, `max`, `abs`, the math functions, `zip`, `stride`,
    /// `type(of:)`, `fatalError`, `precondition`, `swap`, `isKnownUniquelyReferenced` (rules in `Checker+BuiltinFunctions.swift`).
    static let functions: [Builtin] = [
        Builtin("", #"func print(_ items: Any..., separator: String = " ", terminator: String = "\n")"#,
                "Writes the items' descriptions to the cell's output, separated by `separator` and followed by `terminator`.",
                sample: "(1)") { $0.printRule($1) },
        Builtin("", #"func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n")"#,
                "Writes the items' debug descriptions (strings quoted) to the cell's output.", sample: "(1)") { $0.printRule($1) },
        Builtin("", "func min<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", "The least of the values.",
                sample: "(1, 2)") { $0.extremumRule($1) },
        Builtin("", "func max<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", "The greatest of the values.",
                sample: "(1, 2)") { $0.extremumRule($1) },
        Builtin("", "func abs<T: Comparable & SignedNumeric>(_ x: T) -> T",
                "The absolute value (for `Int.min` an overflow, as Swift traps).", sample: "(-1)") { $0.absRule($1) },
    ] + mathFunctions + [
        Builtin("", "func type<T>(of value: T) -> T.Type", "The dynamic type of a value.", sample: "(of: 1)") { $0.typeOfRule($1) },
        Builtin("", "func zip<S1: Sequence, S2: Sequence>(_ sequence1: S1, _ sequence2: S2) -> Zip2Sequence<S1, S2>",
                "Pairs of the two sequences' elements, as long as the shorter one.", sample: "([1], [2])") { $0.zipRule($1) },
        Builtin("", "func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>",
                "The values from `start` towards `end`, not including it, `stride` apart.",
                sample: "(from: 0, to: 4, by: 2)") { $0.strideRule($1) },
        Builtin("", "func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T>",
                "The values from `start` towards `end`, including it when a step lands on it, `stride` apart.",
                sample: "(from: 0, through: 4, by: 2)") { $0.strideRule($1) },
        Builtin("", #"func fatalError(_ message: String = "") -> Never"#, "Stops the cell with `message` as its error.",
                sample: "()") { $0.failureRule($1) },
        Builtin("", #"func preconditionFailure(_ message: String = "") -> Never"#, "Stops the cell with `message` as its error.",
                sample: "()") { $0.failureRule($1) },
        Builtin("", #"func precondition(_ condition: Bool, _ message: String = "")"#,
                "Stops the cell with `message` as its error when `condition` is false.", sample: "(true)") { $0.preconditionRule($1) },
        Builtin("", #"func assert(_ condition: Bool, _ message: String = "")"#,
                "Stops the cell with `message` as its error when `condition` is false (cells run as a debug build).",
                sample: "(true)") { $0.preconditionRule($1) },
        Builtin("", "func swap<T>(_ a: inout T, _ b: inout T)", "Exchanges the values of two variables.") { $0.swapRule($1) },
        Builtin("", "func isKnownUniquelyReferenced<T: AnyObject>(_ object: inout T) -> Bool",
                "Whether the variable holds the only strong reference to its instance (false for nil).") { $0.uniqueReferenceRule($1) },
    ]

    /// The one-argument math functions, on any floating-point type (`Double` for an integer literal).
    private static let mathFunctions: [Builtin] = [
        ("sqrt", "The square root."), ("cbrt", "The cube root."),
        ("floor", "The value rounded down to an integral value."), ("ceil", "The value rounded up to an integral value."),
        ("round", "The value rounded to the nearest integral value, halves away from zero."),
        ("trunc", "The value rounded towards zero to an integral value."), ("fabs", "The absolute value."),
        ("sin", "The sine of an angle in radians."), ("cos", "The cosine of an angle in radians."),
        ("tan", "The tangent of an angle in radians."), ("asin", "The arcsine, in radians."),
        ("acos", "The arccosine, in radians."), ("atan", "The arctangent, in radians."),
        ("exp", "e raised to the power of the value."), ("log", "The natural logarithm."),
        ("log2", "The base-2 logarithm."), ("log10", "The base-10 logarithm."),
        ("log1p", "The natural logarithm of 1 plus the value, exact for values near zero."),
        ("expm1", "e raised to the power of the value, minus 1, exact for values near zero."),
    ].map { name, summary in
        Builtin("", "func \(name)<T: FloatingPoint>(_ x: T) -> T", summary, sample: "(2.0)") { $0.mathRule($1) }
    } + [
        ("pow", "func pow(_ x: Double, _ y: Double) -> Double", "`x` raised to the power `y`."),
        ("atan2", "func atan2(_ y: Double, _ x: Double) -> Double", "The angle in radians of the point (`x`, `y`) from the positive x-axis."),
        ("hypot", "func hypot(_ x: Double, _ y: Double) -> Double", "The length of the hypotenuse, √(x² + y²)."),
        ("fmod", "func fmod(_ x: Double, _ y: Double) -> Double", "The remainder of `x` divided by `y`, truncating the quotient."),
        ("remainder", "func remainder<T: FloatingPoint>(_ x: T, _ y: T) -> T",
         "The remainder of `x` divided by `y`, rounding the quotient to the nearest integer (ties to even)."),
        ("copysign", "func copysign(_ x: Double, _ y: Double) -> Double", "The magnitude of `x` with the sign of `y`."),
        ("fmin", "func fmin(_ x: Double, _ y: Double) -> Double", "The lesser of `x` and `y`, or the one that is not NaN."),
        ("fmax", "func fmax(_ x: Double, _ y: Double) -> Double", "The greater of `x` and `y`, or the one that is not NaN."),
    ].map { _, declaration, summary in
        Builtin("", declaration, summary, sample: "(2.0, 3.0)") { $0.binaryMathRule($1) }
    }
}
