/// `#colorLiteral(red:green:blue:alpha:)`: a `Color` where one is expected, else a `UIColor`
/// (the literal's default type where UIKit is imported, as SwiftUI code on iOS has it), or the
/// program's own `_ExpressibleByColorLiteral` type where the context wants one.
extension Checker {
    /// Lowers a colour literal as the initialiser call it stands for, or reports a malformed one.
    func colorLiteral(_ macro: MacroExpansion, id: NodeID, expected: SwiftType?, range: SourceRange) -> Typed {
        let labels = macro.arguments.map { $0.label?.name ?? "_" }
        guard labels == ["red", "green", "blue", "alpha"], macro.trailingClosures.isEmpty else {
            error("#colorLiteral takes red:, green:, blue: and alpha:", range)
            return Typed(Constant(.void, line: range.line), .error)
        }
        var arguments = macro.arguments
        if case .nominal(let decl, let generics)? = expected?.unwrappingOptionals, !decl.isBuiltin,
           let proto = builtinProtocol("_ExpressibleByColorLiteral"), environment.conformances.conforms(decl, to: proto) {
            // Swift makes the literal with `init(_colorLiteralRed:green:blue:alpha:)`.
            arguments[0].label = Identifier("_colorLiteralRed", range: arguments[0].range)
            return construct(.nominal(decl, generics), arguments: arguments, expected: nil, range: range)
        }
        var typeName = "UIColor"
        if case .nominal(let decl, _)? = expected?.unwrappingOptionals, decl.name == "Color" {
            // SwiftUI's `Color` takes the alpha as its opacity.
            typeName = "Color"
            arguments[3].label = Identifier("opacity", range: arguments[3].range)
        }
        let name = Identifier(typeName, range: macro.name.range)
        let callee = Expr(id: id, range: macro.name.range, kind: .identifier(name, genericArguments: []))
        let call = Expr(id: id, range: range, kind: .call(CallExpr(callee: callee, arguments: arguments, trailingClosures: [])))
        return expression(call, expected: expected)
    }
}
