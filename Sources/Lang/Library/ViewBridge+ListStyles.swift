import Canvas

extension ViewBridge {
    /// A `_ListStyled` view: its content with its lists in the style's kind (Canvas draws
    /// `.sidebar` in a compact width, and `.automatic`, as inset grouped, and `.inset` as plain).
    func listStyled(_ fields: [Value], depth: Int) throws -> Canvas.View {
        let content = try view(field(fields, 0), depth: depth + 1)
        guard let (decl, _) = structure(try field(fields, 1)) else { throw failure("malformed list style") }
        let kind: ListStyleKind
        switch types.libraryName(of: decl) {
        case "GroupedListStyle": kind = .grouped
        case "PlainListStyle", "InsetListStyle": kind = .plain
        default: kind = .insetGrouped
        }
        return content.surfaceModifier(.listStyle(kind))
    }
}
