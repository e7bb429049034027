import Canvas

extension ViewBridge {
    /// The Canvas view of the prelude's app patterns (Prelude+AppPatterns), or nil for another name.
    func appPatternView(_ name: String, _ fields: [Value], depth: Int) throws -> Canvas.View? {
        switch name {
        case "_ViewModifierContent":
            return try view(field(fields, 0), depth: depth + 1)
        case "_AccentColorView":
            return try accentColorView(fields, depth: depth)
        case "_Styled":
            guard let kind = try field(fields, 2).stringValue.flatMap(StyledControl.init(rawValue:)) else {
                throw failure("malformed styled view")
            }
            var styled = self
            styled.styles[kind] = try field(fields, 1)
            return try styled.view(field(fields, 0), depth: depth + 1)
        default:
            return nil
        }
    }

    /// A button's label and tint in the enclosing `.buttonStyle`: a builtin style as iOS 17 draws
    /// it, a style of your own as its `makeBody(configuration:)` (which colours the label itself,
    /// so the tint is nil).
    func styledButton(label: Value, role: Value, tint: Canvas.ShapeStyle, depth: Int) throws -> (Canvas.View, Canvas.ShapeStyle?) {
        var plain = self
        plain.styles[.button] = nil
        let drawn = try plain.label(label, depth: depth)
        guard let style = styles[.button], let (decl, fields) = structure(style) else { return (drawn, tint) }
        guard types.libraryName(of: decl) == "_BuiltinButtonStyle" else {
            guard let configuration = types.declarations["ButtonStyleConfiguration"],
                  let content = types.declarations["_ViewModifierContent"],
                  let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
                      .structValue(configuration, [.structValue(content, [label]), .bool(false), role]),
                  ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
            return (try plain.view(body, depth: depth + 1), nil)
        }
        // iOS 17's bordered buttons: a rounded rectangle around the label, 14 by 7 points out,
        // or the enclosing `.buttonBorderShape`.
        let insets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
        let shape = try borderShape()
        switch try field(fields, 0).stringValue {
        case "bordered":
            return (drawn.padding(insets).background(.shape(shape, .fill(tint.opacity(0.15), .nonZero))), tint)
        case "borderedProminent":
            return (drawn.foregroundStyle(.color(.white)).padding(insets).background(.shape(shape, .fill(tint, .nonZero))), nil)
        case "plain":
            return (drawn, nil)
        default:
            return (drawn, tint)
        }
    }

    /// The shape of a bordered button in the enclosing `.buttonBorderShape`: a capsule, a circle,
    /// or a rounded rectangle (the style's own corner radius of 8 points unless one is given).
    private func borderShape() throws -> AnyShape {
        guard let shape = styles[.buttonBorderShape], let (_, fields) = structure(shape) else {
            return .roundedRectangle(cornerRadius: 8)
        }
        switch try field(fields, 0).stringValue {
        case "capsule": return .capsule()
        case "circle": return .circle
        default:
            let radius = try field(fields, 1).doubleValue ?? -1
            return .roundedRectangle(cornerRadius: radius >= 0 ? radius : 8)
        }
    }
}
