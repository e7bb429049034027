/// What swiftc makes of Foundation's two-argument math functions called with literals only and
/// no contextual type (`print(pow(2, 10))`): `pow`, `atan2` and `hypot` have `Double`, `Float` and `CGFloat` overloads
/// (and `pow` a `Decimal` one), so bare integer literals either pick `Decimal` or tie.
extension Checker {
    /// Reports swiftc's verdict on a literal-only call and returns true when it is an error.
    func rejectsLiteralMathCall(_ site: BuiltinSite) -> Bool {
        let arguments = site.arguments
        guard arguments.count == 2, ["pow", "atan2", "hypot"].contains(site.name),
              isLiteralOnly(arguments[0].value), isLiteralOnly(arguments[1].value) else { return false }
        // Only where the context is surely none (a `print` item): inside an expression
        // (`atan2(1, 1) * 4 == Double.pi`) swiftc takes the type from the rest of it.
        guard site.expected == nil, contextFreeRanges.contains(site.range) else { return false }
        let firstIsInteger = !containsFloatLiteral(arguments[0].value)
        let secondIsInteger = !containsFloatLiteral(arguments[1].value)
        switch site.name {
        case "pow" where firstIsInteger && secondIsInteger:
            // `pow(Decimal, Int)` takes both literals at their default types' nearest fit.
            unsupported("pow of two integer literals is Foundation's Decimal in Swift; write pow(2.0, 10.0) for a Double",
                        site.range)
        case "pow" where secondIsInteger:
            error("ambiguous use of 'pow'", site.range)
        case "atan2", "hypot":
            guard firstIsInteger, secondIsInteger else { return false }
            error("ambiguous use of '\(site.name)'", site.range)
        default:
            return false
        }
        lowerAll(arguments)
        return true
    }

    /// Whether a literal-only expression has a floating-point literal in it.
    func containsFloatLiteral(_ value: Expr) -> Bool {
        switch value.kind {
        case .floatLiteral: return true
        case .paren(let inner), .prefix(_, let inner): return containsFloatLiteral(inner)
        case .binary(let binary): return containsFloatLiteral(binary.lhs) || containsFloatLiteral(binary.rhs)
        default: return false
        }
    }
}
