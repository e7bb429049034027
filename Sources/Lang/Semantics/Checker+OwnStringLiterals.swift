/// String literals of types that conform to `ExpressibleByStringLiteral` (a program's own, and
/// SwiftUI's `LocalizedStringKey`, which `Text("…")` takes).
extension Checker {
    /// `let tag: Tag = "a"` where `struct Tag: ExpressibleByStringLiteral`: the type's
    /// `init(stringLiteral:)` called with the literal, as Swift makes such a literal; an
    /// interpolated literal only for an `ExpressibleByStringInterpolation` type (whose default
    /// interpolation builds the string, then calls that initialiser). An interpolated
    /// `LocalizedStringKey` literal is SwiftUI's own (`Checker+KeyInterpolation`, and
    /// `Checker+TextMarkdown` when its text has Markdown). Nil where the context wants no such type, or the
    /// type has its own `StringInterpolation`, which this checker does not call.
    func ownStringLiteral(_ literal: StringLiteral, expected: SwiftType?, range: SourceRange) -> Typed? {
        guard case .nominal(let decl, let arguments)? = expected?.unwrappingOptionals, !decl.isBuiltin,
              let proto = builtinProtocol(literal.staticText == nil ? "ExpressibleByStringInterpolation" : "ExpressibleByStringLiteral"),
              environment.conformances.conforms(decl, to: proto) else { return nil }
        let isKey = isLibraryLocalizedStringKey(decl)
        if isKey, literal.staticText == nil {
            if let markdown = markdownKeyInterpolation(literal, range: range) {
                return construct(.nominal(decl, arguments), arguments: markdown, expected: nil, range: range)
            }
            if let key = keyLiteral(literal, decl, range: range) { return key }
        }
        if !isKey, environment.members(of: decl).nestedTypes["StringInterpolation"] != nil { return nil }
        let value = Expr(id: NodeID(0), range: range, kind: .stringLiteral(literal))
        let argument = markdownKeyArgument(literal, decl, range: range)
            ?? Argument(label: Identifier("stringLiteral", range: range), value: value, range: range)
        return construct(.nominal(decl, arguments), arguments: [argument], expected: nil, range: range)
    }

    /// Whether `decl` is the library's `LocalizedStringKey` (a program may declare its own).
    func isLibraryLocalizedStringKey(_ decl: NominalDecl) -> Bool {
        decl.name == "LocalizedStringKey" && decl.parent == nil && decl.storedProperties.first?.name == "_key"
    }
}
