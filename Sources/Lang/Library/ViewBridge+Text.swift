import Canvas

extension ViewBridge {
    /// A `_TextModifier` applied to `content`.
    func textModified(_ content: Canvas.View, _ modifier: Value) throws -> Canvas.View {
        let (name, payload) = try enumCase(modifier)
        switch name {
        case "font": return content.font(try font(field(payload, 0)))
        case "weight": return content.fontWeight(try weight(field(payload, 0)))
        case "italic": return content.italic()
        default:
            let (alignment, _) = try enumCase(field(payload, 0))
            return content.multilineTextAlignment(alignment == "center" ? .center : alignment == "trailing" ? .trailing : .leading)
        }
    }

    /// A `Font` value: a text style by name, or a system font.
    func font(_ value: Value) throws -> Canvas.Font {
        guard let (_, fields) = structure(value), fields.count >= 4, let style = fields[0].unboxed.stringValue else {
            throw failure("malformed Font")
        }
        if !style.isEmpty {
            guard let font = Canvas.Font.textStyles[style] else { throw failure("unknown text style '\(style)'") }
            return font
        }
        let design: Canvas.Font.Design
        switch try enumCase(fields[3]).0 {
        case "serif": design = .serif
        case "rounded": design = .rounded
        case "monospaced": design = .monospaced
        default: design = .default
        }
        return .system(size: try number(fields[1]), weight: try weight(fields[2]), design: design)
    }

    /// A `Font.Weight` value.
    func weight(_ value: Value) throws -> Canvas.Font.Weight {
        let (name, _) = try enumCase(value)
        return Canvas.Font.Weight.allCases.first { "\($0)" == name } ?? .regular
    }
}
