import Canvas

extension ViewBridge {
    /// A `_TabViewStyled` or `_IndexViewStyled` view (Prelude+TabViewStyles): its content with
    /// its tab views in the style's kind, or their page dots on a capsule or not; nil for other names.
    func tabViewStyled(_ name: String, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        guard name == "_TabViewStyled" || name == "_IndexViewStyled" else { return nil }
        let content = try view(field(fields, 0), depth: depth + 1)
        guard let (decl, styleFields) = structure(try field(fields, 1)) else { throw failure("malformed \(name)") }
        let styleName = types.libraryName(of: decl)
        if name == "_IndexViewStyled" {
            guard styleName == "PageIndexViewStyle" else { return content }
            return content.surfaceModifier(.pageIndexBackground(try enumCase(field(styleFields, 0)).0 == "always"))
        }
        guard styleName == "PageTabViewStyle" else { return content.surfaceModifier(.tabViewStyle(.tabBar)) }
        let index: PageIndexDisplay = switch try enumCase(field(styleFields, 0)).0 {
        case "always": .always
        case "never": .never
        default: .automatic
        }
        return content.surfaceModifier(.tabViewStyle(.page(index: index)))
    }
}
