/// Foundation's `pow(_ x: Decimal, _ y: Int) -> Decimal` beside the standard library's
/// `pow(Double, Double)`. swiftc takes it when the base is a `Decimal` (`pow(price, 2)`), when a
/// base of number literals meets a power that is an `Int` value (`pow(2, n)` and `pow(2.5, n)`
/// are Decimals), and when two integer literals rank it best (`pow(2, 10)` prints `1024`,
/// Checker+MathLiterals.swift). The call is the prelude's `_decimalPower` (Prelude+Decimal.swift).
extension Checker {
    /// The Decimal `pow` of `site` when swiftc takes it for a base that is not literals alone, or
    /// for a literal base and a power that is not; nil when another overload is Swift's.
    func decimalPowerCall(_ site: BuiltinSite) -> Typed? {
        guard site.name == "pow", site.arguments.count == 2, site.arguments.allSatisfy({ $0.label == nil }),
              lookup("_decimalPower") != nil else { return nil }
        let (base, power) = (site.arguments[0].value, site.arguments[1].value)
        if let expected = site.expected, expected == decimalPowerResult {
            // Only Foundation's `pow` gives a Decimal (`let d: Decimal = pow(2, 10)`).
            return decimalPower(site)
        } else if isLiteralOnly(base) {
            // A floating-point context keeps the literals Doubles (and the Int power an error).
            guard !isLiteralOnly(power), site.expected?.isFloatingPoint != true,
                  Checker(probing: self).expression(power, expected: nil).type == .int else { return nil }
        } else {
            guard isLibraryType(Checker(probing: self).expression(base, expected: nil).type, named: "Decimal") else { return nil }
        }
        return decimalPower(site)
    }

    /// The type of the prelude's `pow(Decimal, Int)`, Foundation's `Decimal`; nil without one.
    var decimalPowerResult: SwiftType? {
        guard case .functions(let functions)? = lookup("_decimalPower") else { return nil }
        return functions.first?.type.result
    }

    /// `site`'s arguments passed to the prelude's `pow(Decimal, Int)`.
    func decimalPower(_ site: BuiltinSite) -> Typed? {
        guard case .functions(let functions)? = lookup("_decimalPower") else { return nil }
        return callFunctions(functions, name: "pow", arguments: site.arguments, expected: site.expected, range: site.range)
    }
}
