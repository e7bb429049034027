/// Integer literals that a member makes floating-point: `10.squareRoot()` is a Double in Swift,
/// which looks the member up in the literal's default types in order, `Int` and then `Double`
/// (not in the context's: `let f: Float = 10.squareRoot()` is its error), also through
/// parentheses (`(10).squareRoot()`).
extension Checker {
    /// `.double` when `base` is an integer literal and `name` is a member Double has and Int has
    /// not (`squareRoot`, `rounded`, `truncatingRemainder`); nil otherwise.
    func literalBaseExpectation(_ base: Expr, member name: String) -> SwiftType? {
        guard case .integerLiteral = unparenthesized(base).kind,
              StandardLibrary.members(named: name, of: .int, isStatic: false).isEmpty,
              !StandardLibrary.members(named: name, of: .double, isStatic: false).isEmpty else { return nil }
        return .double
    }
}
