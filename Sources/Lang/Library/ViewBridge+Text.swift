import Canvas

extension ViewBridge {
    /// A `Text` value: its string, its image (`Text(image)`), or its runs (`Text + Text`, a key
    /// literal's interpolated texts and images) joined into styled runs, with its own modifiers
    /// applied in order (a run's own modifiers were applied first, and win).
    func text(_ value: Value, depth: Int) throws -> Canvas.View {
        guard depth < ViewBridge.maximumDepth else { throw limitFailure("texts nest too deeply (more than \(ViewBridge.maximumDepth) levels)") }
        guard let (_, fields) = structure(value), fields.count >= 4, let string = fields[0].unboxed.stringValue,
              case .array(let parts) = fields[1].unboxed, case .array(let modifiers) = fields[2].unboxed else {
            throw failure("malformed Text")
        }
        var view: Canvas.View = .text(string)
        if case .structValue(_, let image) = fields[3].unboxed {
            view = .surface(.styledText(try imageRun(image).map { [$0] } ?? []))
        } else if !parts.isEmpty {
            let runs = try parts.flatMap { part -> [TextRun] in
                guard let runs = try text(part, depth: depth + 1).textRuns else { throw failure("malformed Text") }
                return runs
            }
            view = .surface(.styledText(runs))
        }
        for modifier in modifiers { view = try textModified(view, modifier) }
        return view
    }

    /// The run of an `Image` (its stored properties `fields`) inline in a text; nil for an asset
    /// missing from the catalog, which draws nothing, as on its own.
    private func imageRun(_ fields: [Value]) throws -> TextRun? {
        guard let source = try NativeTable.imageSource(fields, line: line) else {
            guard let symbol = fields[1].unboxed.stringValue, !symbol.isEmpty else { return nil }
            return TextRun(image: .symbol(symbol))
        }
        return TextRun(image: .pixels(try NativeTable.loadImage(source, interrupt: interpreter.interrupt, line: line)))
    }

    /// A `_TextModifier` applied to `content`.
    func textModified(_ content: Canvas.View, _ modifier: Value) throws -> Canvas.View {
        let (name, payload) = try enumCase(modifier)
        func value(_ index: Int) throws -> Value { try field(payload, index) }
        func attribute(_ attribute: TextAttribute) -> Canvas.View { content.surfaceModifier(.text(attribute)) }
        switch name {
        case "font": return content.font(try font(value(0)))
        case "weight": return content.fontWeight(try weight(value(0)))
        case "italic": return content.italic()
        case "foreground": return content.foregroundStyle(try style(value(0)) ?? .foreground)
        case "kerning": return attribute(.kerning(try finite(value(0), "kerning")))
        case "tracking": return attribute(.tracking(try finite(value(0), "tracking")))
        case "lineLimit":
            if case .null = try value(0) { return attribute(.lineLimit(nil)) }
            let lines = try integer(value(0))
            guard lines >= 1 else { throw failure("lineLimit must be a whole number of lines from 1, not \(lines)") }
            return attribute(.lineLimit(lines))
        case "minimumScaleFactor":
            let factor = try finite(value(0), "minimumScaleFactor")
            return attribute(.minimumScaleFactor(min(max(factor, 0), 1)))
        case "truncationMode":
            let (mode, _) = try enumCase(value(0))
            return attribute(.truncationMode(mode == "head" ? .head : mode == "middle" ? .middle : .tail))
        case "design":
            if case .null = try value(0) { return attribute(.design(.default)) }
            return attribute(.design(try design(value(0))))
        case "monospaced": return attribute(try bool(value(0)) ? .monospaced : .design(.default))
        case "width":
            if case .null = try value(0) { return attribute(.width(.standard)) }
            return attribute(.width(try width(value(0))))
        case "underline": return attribute(.underline(try bool(value(0))))
        case "strikethrough": return attribute(.strikethrough(try bool(value(0))))
        case "baselineOffset": return attribute(.baselineOffset(try finite(value(0), "baselineOffset")))
        case "dynamicTypeSize": return attribute(.dynamicTypeSize(try dynamicTypeSizes(value(0))))
        default:
            let (alignment, _) = try enumCase(value(0))
            return content.multilineTextAlignment(alignment == "center" ? .center : alignment == "trailing" ? .trailing : .leading)
        }
    }

    /// A `Font` value: a text style by name, or a system font, with its changes.
    func font(_ value: Value) throws -> Canvas.Font {
        guard let (_, fields) = structure(value), fields.count >= 5, let style = fields[0].unboxed.stringValue else {
            throw failure("malformed Font")
        }
        let weight: Canvas.Font.Weight? = if case .null = fields[2].unboxed { nil } else { try self.weight(fields[2]) }
        let design: Canvas.Font.Design? = if case .null = fields[3].unboxed { nil } else { try self.design(fields[3]) }
        var font: Canvas.Font
        if style.isEmpty {
            font = .system(size: try finite(fields[1], "font size"), weight: weight ?? .regular, design: design ?? .default)
        } else {
            guard let base = Canvas.Font.textStyles[style] else { throw failure("unknown text style '\(style)'") }
            font = .system(base, design: design, weight: weight)
        }
        if try bool(fields[4]) { font = font.italic() }
        let width: Canvas.Font.Width? = if fields.count < 6 { nil } else if case .null = fields[5].unboxed { nil } else { try self.width(fields[5]) }
        if let width { font.width = width }
        return font
    }

    /// A `Font.Weight` value.
    func weight(_ value: Value) throws -> Canvas.Font.Weight {
        let (name, _) = try enumCase(value)
        return Canvas.Font.Weight.allCases.first { "\($0)" == name } ?? .regular
    }

    /// A `Font.Width` value.
    func width(_ value: Value) throws -> Canvas.Font.Width {
        let (name, _) = try enumCase(value)
        return Canvas.Font.Width.allCases.first { "\($0)" == name } ?? .standard
    }

    /// A `Font.Design` value.
    func design(_ value: Value) throws -> Canvas.Font.Design {
        switch try enumCase(value).0 {
        case "serif": return .serif
        case "rounded": return .rounded
        case "monospaced": return .monospaced
        default: return .default
        }
    }
}

extension ViewBridge {
    /// The Dynamic Type sizes a `.dynamicTypeSize` value allows: one size, or a range of them
    /// (a one-sided range's missing end is `.null`, reaching the smallest or largest size; a
    /// half-open one ends a size below its bound).
    func dynamicTypeSizes(_ value: Value) throws -> ClosedRange<Canvas.DynamicTypeSize> {
        func size(_ value: Value) throws -> Canvas.DynamicTypeSize {
            let (name, _) = try enumCase(value)
            guard let size = Canvas.DynamicTypeSize.allCases.first(where: { "\($0)" == name }) else { throw failure("unknown DynamicTypeSize '\(name)'") }
            return size
        }
        guard case .range(let lower, let upper, let closed) = value.unboxed else {
            let one = try size(value)
            return one...one
        }
        func isMissing(_ end: Value) -> Bool { if case .null = end.unboxed { true } else { false } }
        let low = isMissing(lower) ? .xSmall : try size(lower)
        var high = isMissing(upper) ? .accessibility5 : try size(upper)
        if !closed, !isMissing(upper), let below = Canvas.DynamicTypeSize(rawValue: high.rawValue - 1) { high = below }
        return low...max(low, high)
    }
}
