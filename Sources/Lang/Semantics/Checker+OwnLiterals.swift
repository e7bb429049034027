/// Boolean, floating-point, array, dictionary and `nil` literals of a program's own types
/// (`let j: JSON = ["a": 1]` where `enum JSON: ExpressibleByDictionaryLiteral`): the type's
/// literal initialiser called with the literal, as Swift makes such a literal (integer
/// literals: Checker+OwnIntegerLiterals.swift; string literals, plain and interpolated:
/// Checker+OwnStringLiterals.swift).
extension Checker {
    /// A literal protocol: its name, its initialiser's label, and which library types conform.
    struct OwnLiteralProtocol {
        let protocolName: String
        let label: String
        let libraryTypes: @Sendable (SwiftType) -> Bool
    }

    static let ownLiteralProtocols = [
        OwnLiteralProtocol(protocolName: "ExpressibleByStringLiteral", label: "stringLiteral") {
            $0 == .string || $0 == .substring || $0 == .character
        },
        OwnLiteralProtocol(protocolName: "ExpressibleByBooleanLiteral", label: "booleanLiteral") { $0 == .bool },
        OwnLiteralProtocol(protocolName: "ExpressibleByFloatLiteral", label: "floatLiteral") { $0.isFloatingPoint },
        OwnLiteralProtocol(protocolName: "ExpressibleByArrayLiteral", label: "arrayLiteral") {
            if case .array = $0 { return true }
            if case .set = $0 { return true }
            return false
        },
        OwnLiteralProtocol(protocolName: "ExpressibleByDictionaryLiteral", label: "dictionaryLiteral") {
            if case .dictionary = $0 { return true }
            return false
        },
        OwnLiteralProtocol(protocolName: "ExpressibleByNilLiteral", label: "nilLiteral") { $0.optionalWrapped != nil },
    ]

    /// `value` made through the literal initialiser of the program's type `expected` wants,
    /// when that type conforms to the literal's protocol; nil otherwise (the literal is then
    /// the library's).
    func ownLiteral(_ value: Expr, expected: SwiftType?) -> Typed? {
        // `nil` where an optional is wanted is the optional's; any other literal makes the wrapped type.
        let wanted = value.kind.isNilLiteral ? expected : expected?.unwrappingOptionals
        guard case .nominal(let decl, let typeArguments)? = wanted, !decl.isBuiltin else { return nil }
        let range = value.range
        let name: String
        var arguments: [Argument] = []
        switch value.kind {
        case .booleanLiteral: name = "ExpressibleByBooleanLiteral"
        case .floatLiteral: name = "ExpressibleByFloatLiteral"
        case .nilLiteral:
            name = "ExpressibleByNilLiteral"
            arguments = [Argument(label: Identifier("nilLiteral", range: range),
                                  value: Expr(id: NodeID(0), range: range, kind: .tuple([])), range: range)]
        case .array(let elements):
            // `[]` has no element to carry the label.
            guard !elements.isEmpty else { return nil }
            name = "ExpressibleByArrayLiteral"
            arguments = elements.enumerated().map { index, element in
                Argument(label: index == 0 ? Identifier("arrayLiteral", range: range) : nil, value: element, range: element.range)
            }
        case .dictionary(let elements):
            guard !elements.isEmpty else { return nil }
            name = "ExpressibleByDictionaryLiteral"
            arguments = elements.enumerated().map { index, element in
                let pair = Expr(id: NodeID(0), range: element.key.range, kind: .tuple([
                    Argument(label: nil, value: element.key, range: element.key.range),
                    Argument(label: nil, value: element.value, range: element.value.range),
                ]))
                return Argument(label: index == 0 ? Identifier("dictionaryLiteral", range: range) : nil, value: pair, range: pair.range)
            }
        default: return nil
        }
        guard let literal = Checker.ownLiteralProtocols.first(where: { $0.protocolName == name }),
              let proto = builtinProtocol(name), environment.conformances.conforms(decl, to: proto) else { return nil }
        if arguments.isEmpty {
            arguments = [Argument(label: Identifier(literal.label, range: range), value: value, range: range)]
        }
        return construct(.nominal(decl, typeArguments), arguments: arguments, expected: nil, range: range)
    }
}

private extension ExprKind {
    var isNilLiteral: Bool {
        if case .nilLiteral = self { return true }
        return false
    }
}
