/// The standard library's members of a value of a generic number parameter: `x.squareRoot()`,
/// `x.rounded()`, `x.isNaN` for `T: FloatingPoint`, `n.isMultiple(of: 3)` for `T: BinaryInteger`.
/// The members are the standard types' own (StandardLibrary+Numbers.swift), checked with a
/// stand-in type (`Double`, `Int`) in the receiver's place and `Self` read as the parameter; their
/// rules compute by the value's kind, so a `Float` bound to the parameter stays a `Float`.
extension Checker {
    /// The members of the table that `FloatingPoint` declares, with a type that does not depend
    /// on the conforming type's width (not `exponent`, an `Exponent`; not `nextUp`, computed in
    /// Double's width).
    static let genericFloatingMembers: Set<String> = ["magnitude", "isNaN", "isInfinite", "isFinite", "isZero", "rounded",
                                                      "round", "squareRoot", "truncatingRemainder", "remainder",
                                                      "significand", "negate"]
    /// The members of the table that `BinaryInteger` declares, with a type and a value that do
    /// not depend on the conforming type's width (not `magnitude`, a `Magnitude`; not the bit
    /// counts, nor `FixedWidthInteger`'s reporting arithmetic).
    static let genericIntegerMembers: Set<String> = ["isMultiple", "quotientAndRemainder", "signum"]

    /// The standard type whose member `name` a value of the generic parameter `type` has:
    /// `Double` for one constrained to `FloatingPoint`, `Int` for one constrained to
    /// `BinaryInteger` (or to `Strideable`, for `distance(to:)` and `advanced(by:)`); nil for any
    /// other type or member.
    func genericNumberStandIn(_ type: SwiftType, member name: String) -> SwiftType? {
        guard case .generic(let parameter) = type else { return nil }
        // `Strideable`'s members, whose rules type them by the parameter's own `Stride`.
        if name == "distance" || name == "advanced", genericStride(parameter) != nil { return .int }
        if conforms(type, toBuiltin: "FloatingPoint") { return Self.genericFloatingMembers.contains(name) ? .double : nil }
        if conforms(type, toBuiltin: "BinaryInteger") { return Self.genericIntegerMembers.contains(name) ? .int : nil }
        return nil
    }

    /// `T(exactly: n)`, `T(truncatingIfNeeded: n)`, `T(clamping: n)` for a generic parameter `T`
    /// constrained to `BinaryInteger` (or `T(exactly: n)` to `BinaryFloatingPoint`): the number
    /// converted at run time to the type the call bound `T` to; nil for any other use.
    func genericLabelledConversion(_ type: SwiftType, arguments: [Argument], range: SourceRange) -> Typed? {
        guard arguments.count == 1, let label = arguments[0].label?.name, case .generic(let parameter) = type else { return nil }
        let isInteger = conforms(type, toBuiltin: "BinaryInteger")
        switch label {
        case "exactly": guard isInteger || conforms(type, toBuiltin: "BinaryFloatingPoint") else { return nil }
        case "truncatingIfNeeded", "clamping": guard isInteger else { return nil }
        default: return nil
        }
        let argument = expression(arguments[0].value, expected: nil)
        let source = argument.type
        let isNumber = source.isNumeric || conforms(source, toBuiltin: "BinaryInteger") || conforms(source, toBuiltin: "BinaryFloatingPoint")
        // Only `init(exactly:)` of an integer type takes a floating-point value.
        let takesFloating = label == "exactly" && isInteger
        guard source == .error || (isNumber && (takesFloating || !(source.isFloatingPoint || conforms(source, toBuiltin: "FloatingPoint")))) else {
            error("no exact matches in call to initializer", range)
            return Typed(argument.node, .error)
        }
        requireWitness(parameter)
        return Typed(BuiltinCall(arguments: [argument.node], line: range.line) { values, interpreter, _ in
            Self.labelledConversion(values[0], to: interpreter.resolvingWitnesses(type), label: label)
        }, label == "exactly" ? .optional(type) : type)
    }
}
