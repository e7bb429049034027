/// A range of string literals asked about a character or scalar: `("a"..."z").contains(c)`,
/// whose bounds swiftc types from the argument, as `Character` or `Unicode.Scalar`.
extension Checker {
    /// The range type `base` takes when it is a range of one-character string literals and the
    /// member is `contains` of one `Character` or `Unicode.Scalar` argument; nil otherwise.
    func textRangeReceiver(_ base: Expr, member name: String, arguments: [Argument]) -> SwiftType? {
        guard name == "contains", arguments.count == 1, arguments[0].label == nil,
              case .binary(let range) = unparenthesized(base).kind, range.op == .closedRange || range.op == .halfOpenRange,
              isOneCharacterLiteral(range.lhs), isOneCharacterLiteral(range.rhs) else { return nil }
        let argument = Checker(probing: self).expression(arguments[0].value, expected: nil).type
        guard argument == .character || (unicodeScalarDecl(argument) != nil && argument.optionalWrapped == nil) else { return nil }
        return .range(argument, closed: range.op == .closedRange)
    }

    /// Whether `value` is a string literal of one character without interpolation.
    private func isOneCharacterLiteral(_ value: Expr) -> Bool {
        guard case .stringLiteral(let literal) = value.kind, let text = literal.staticText else { return false }
        return text.count == 1
    }
}
