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
            // A view inside a disabled one stays disabled, whatever it says, as in SwiftUI.
            if kind != .disabled || styles[.disabled]?.unboxed.boolValue != true { styled.styles[kind] = try field(fields, 1) }
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
        guard let style = styles[.button], let (decl, fields) = structure(style) else { return try builtinButton(drawn, style: nil, tint: tint) }
        guard types.libraryName(of: decl) == "_BuiltinButtonStyle" else {
            guard let configuration = types.declarations["ButtonStyleConfiguration"],
                  let content = types.declarations["_ViewModifierContent"],
                  let body = try invoke("makeBody(configuration:)", on: style, decl: decl, arguments: [
                      .structValue(configuration, [.structValue(content, [label]), .bool(false), role]),
                  ]) else { throw failure("'\(decl.name)' has no makeBody(configuration:)") }
            return (try plain.view(body, depth: depth + 1), nil)
        }
        return try builtinButton(drawn, style: field(fields, 0).stringValue, tint: tint)
    }

    /// A button in a builtin style as iOS 17 draws it: bordered styles a rounded rectangle around
    /// the label (14 by 7 points out at the regular control size) or the enclosing
    /// `.buttonBorderShape`; a disabled button's label in tertiaryLabel grey and its fill in
    /// tertiarySystemFill (their dark values in the dark appearance), whatever the tint.
    private func builtinButton(_ drawn: Canvas.View, style: String?, tint: Canvas.ShapeStyle) throws -> (Canvas.View, Canvas.ShapeStyle?) {
        let disabled = styles[.disabled]?.unboxed.boolValue == true
        let dimmed = Canvas.ShapeStyle.color(uiKitColor("tertiaryLabel"))
        let size = try styles[.controlSize].map { try enumCase($0).0 } ?? "regular"
        let metrics = ButtonMetrics(controlSize: size)
        let shape = try borderShape(defaultRadius: metrics.cornerRadius)
        let label = metrics.font.map { drawn.font($0) } ?? drawn
        switch style {
        case "bordered":
            let fill = disabled ? Canvas.ShapeStyle.color(uiKitColor("tertiarySystemFill")) : tint.opacity(0.15)
            return (label.padding(metrics.insets).background(.shape(shape, .fill(fill, .nonZero))), disabled ? dimmed : tint)
        case "borderedProminent":
            let fill = disabled ? Canvas.ShapeStyle.color(uiKitColor("tertiarySystemFill")) : tint
            return (label.foregroundStyle(disabled ? dimmed : .color(.white)).padding(metrics.insets)
                .background(.shape(shape, .fill(fill, .nonZero))), nil)
        case "plain":
            return (drawn, disabled ? dimmed : nil)
        default:
            return (drawn, disabled ? dimmed : tint)
        }
    }

    /// A UIKit element colour by name in the appearance the views are in.
    private func uiKitColor(_ name: String) -> RGBA {
        (isDark ? RGBA.darkUIKit[name] : nil) ?? RGBA.uiKit[name] ?? .gray
    }

    /// The shape of a bordered button in the enclosing `.buttonBorderShape`: a capsule, a circle,
    /// or a rounded rectangle (the style's own corner radius for the control size unless one is given).
    private func borderShape(defaultRadius: Double) throws -> AnyShape {
        guard let shape = styles[.buttonBorderShape], let (_, fields) = structure(shape) else {
            return .roundedRectangle(cornerRadius: defaultRadius)
        }
        switch try field(fields, 0).stringValue {
        case "capsule": return .capsule()
        case "circle": return .circle
        default:
            let radius = try field(fields, 1).doubleValue ?? -1
            return .roundedRectangle(cornerRadius: radius >= 0 ? radius : defaultRadius)
        }
    }
}

/// A bordered button's padding, corner radius and font at a control size (iOS 17's, read off
/// previews; Apple publishes none): regular 14 by 7 points around the body font with corners of
/// 8, as UIKit's medium button; small and mini tighter, in the subheadline and footnote fonts;
/// large (and extra large, which iOS draws as large) 20 by 14 with corners of 12.
struct ButtonMetrics {
    var insets: EdgeInsets
    var cornerRadius: Double
    var font: Font?

    init(controlSize: String) {
        switch controlSize {
        case "mini": (insets, cornerRadius, font) = (EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), 6, .footnote)
        case "small": (insets, cornerRadius, font) = (EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), 6, .subheadline)
        case "large", "extraLarge": (insets, cornerRadius, font) = (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), 12, nil)
        default: (insets, cornerRadius, font) = (EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14), 8, nil)
        }
    }
}
