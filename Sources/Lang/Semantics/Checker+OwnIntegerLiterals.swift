/// Integer literals of a program's own `ExpressibleByIntegerLiteral` types.
extension Checker {
    /// `let rssi: RSSI = -50` where `struct RSSI: ExpressibleByIntegerLiteral`: the type's
    /// `init(integerLiteral:)` called with the literal (`text`, its sign included), as Swift
    /// makes such a literal; nil where the context wants no such type.
    func ownIntegerLiteral(_ text: String, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .nominal(let decl, let arguments)? = expected?.unwrappingOptionals, !decl.isBuiltin,
              let proto = builtinProtocol("ExpressibleByIntegerLiteral"),
              environment.conformances.conforms(decl, to: proto) else { return nil }
        let literal = Expr(id: NodeID(0), range: range, kind: .integerLiteral(text))
        let argument = Argument(label: Identifier("integerLiteral", range: range), value: literal, range: range)
        return construct(.nominal(decl, arguments), arguments: [argument], expected: nil, range: range)
    }
}
