/// The standard library's number protocols and what each inherits, so that a generic parameter
/// constrained to `BinaryInteger` is also `Numeric`, `AdditiveArithmetic`, `Strideable` and `Comparable`.
extension Environment {
    /// Sets the inherited protocols of the number protocols among `protocols`.
    static func inheritNumberProtocols(_ protocols: [String: NominalDecl]) {
        let inherits: [(String, [String])] = [
            ("Strideable", ["Comparable"]),
            ("AdditiveArithmetic", ["Equatable"]),
            ("Numeric", ["AdditiveArithmetic"]),
            ("SignedNumeric", ["Numeric"]),
            ("BinaryInteger", ["Numeric", "Hashable", "Strideable", "CustomStringConvertible"]),
            ("FixedWidthInteger", ["BinaryInteger"]),
            ("SignedInteger", ["BinaryInteger", "SignedNumeric"]),
            ("UnsignedInteger", ["BinaryInteger"]),
            ("FloatingPoint", ["SignedNumeric", "Hashable", "Strideable"]),
            ("BinaryFloatingPoint", ["FloatingPoint"]),
        ]
        for (name, parents) in inherits {
            protocols[name]?.conformances = parents.compactMap { protocols[$0] }
        }
    }
}
