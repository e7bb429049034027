import Canvas

extension BuiltinTable {
    /// Text styles as `Font` values, `Font`'s modifiers, `.system(_:design:weight:)`, the text
    /// modifiers of views (`kerning`, `tracking`, `lineLimit`, `fontDesign`, `monospaced`,
    /// `underline`, `strikethrough`, `textCase`) and `Text + Text`.
    func registerTextStyles() {
        for (name, font) in Font.textStyles {
            staticProperty("Font", name, "The \(name) text style (iOS's default size and weight).", returns: "Font") { _ in .font(font) }
        }
        fontSystem.overloads.append(
            overload([param(nil, "Font.TextStyle"), param("design", "Font.Design?", "nil"), param("weight", "Font.Weight?", "nil")], "Font") { call in
                .font(Font.system(try Self.textStyle(call, 0), design: call.has(1) ? try Self.fontDesign(call, 1) : nil,
                                  weight: call.has(2) ? try Self.fontWeight(call, 2) : nil))
            })
        func fontMethod(_ name: String, _ doc: String, _ change: @escaping (Font) -> Font) {
            method("Font", name, doc, overload([], "Font") { call in .font(change(try Self.receiverFont(call))) })
        }
        fontMethod("bold", "The same font in bold.") { $0.bold() }
        fontMethod("italic", "The same font slanted.") { $0.italic() }
        fontMethod("monospaced", "The same font in the monospaced design.") { $0.monospaced() }
        fontMethod("monospacedDigit", "The same font (its digits are drawn as they are).") { $0 }
        fontMethod("smallCaps", "The same font (small capitals are not drawn differently).") { $0 }
        method("Font", "weight", "The same font in another weight.",
               overload([param(nil, "Font.Weight")], "Font") { call in .font(try Self.receiverFont(call).weight(try Self.fontWeight(call, 0))) })
        method("Font", "leading", "The same font (line spacing is the font's own).",
               overload([param(nil, "Font.Leading")], "Font") { call in .font(try Self.receiverFont(call)) })

        func textModifier(_ name: String, _ doc: String, _ parameters: [BuiltinParameter], _ attribute: @escaping (BuiltinCall) throws -> TextAttribute) {
            viewModifier(name, doc, overload(parameters, "View") { call in
                .view(ViewValue(try call.receiverView().surfaceModifier(.text(try attribute(call)))))
            })
        }
        textModifier("kerning", "Points added between the characters of text inside.", [param(nil, "Double")]) { call in
            .kerning(try call.finiteNumber(0, "kerning"))
        }
        textModifier("tracking", "Points added after each character of text inside.", [param(nil, "Double")]) { call in
            .tracking(try call.finiteNumber(0, "tracking"))
        }
        viewModifier("lineLimit", "At most this many lines of text (nil: no limit); cut text ends in \"…\".",
                     overload([param(nil, "Int?"), param("reservesSpace", "Bool", "false")], "View") { call in
                         let limit: Int?
                         switch try call.value(0) {
                         case .null: limit = nil
                         case .range(let range): limit = try Self.lineCount(range.isClosed ? range.upper : range.upper - 1)
                         default: limit = try Self.lineCount(try call.number(0, "lineLimit"))
                         }
                         return .view(ViewValue(try call.receiverView().surfaceModifier(.text(.lineLimit(limit)))))
                     })
        textModifier("fontDesign", "The design of text inside: .default, .serif, .rounded or .monospaced.", [param(nil, "Font.Design?")]) { call in
            .design(try Self.fontDesign(call, 0))
        }
        textModifier("monospaced", "Text inside in the monospaced design.", [param(nil, "Bool", "true")]) { call in
            let isOn = call.has(0) ? try call.bool(0) : true
            return isOn ? .monospaced : .design(.default)
        }
        textModifier("underline", "A line under text inside.", [param(nil, "Bool", "true"), param("color", "Color?", "nil")]) { call in
            .underline(call.has(0) ? try call.bool(0) : true)
        }
        textModifier("strikethrough", "A line through text inside.", [param(nil, "Bool", "true"), param("color", "Color?", "nil")]) { call in
            .strikethrough(call.has(0) ? try call.bool(0) : true)
        }
        viewModifier("textCase", "Text inside in capitals (.uppercase); .lowercase and nil leave it as written.",
                     overload([param(nil, "Text.Case?")], "View") { call in
                         let view = try call.receiverView()
                         guard case .implicit(let m) = try call.value(0), m.name == "uppercase" else { return .view(ViewValue(view)) }
                         return .view(ViewValue(view.surfaceModifier(.text(.uppercased))))
                     })
    }

    /// A line limit: a whole number of at least 1.
    private static func lineCount(_ value: Double) throws -> Int {
        guard value.isFinite, value >= 1, value <= 1_000_000 else { throw fail("lineLimit must be a whole number of lines from 1, not \(NumberFormat.text(value))") }
        return Int(value.rounded(.down))
    }

    private static func receiverFont(_ call: BuiltinCall) throws -> Font {
        guard case .font(let font) = call.receiver else { throw fail("expected a Font") }
        return font
    }

    /// A text style argument such as `.title`.
    static func textStyle(_ call: BuiltinCall, _ index: Int) throws -> Font {
        let name: String? = switch try call.value(index) {
        case .implicit(let m) where m.arguments == nil: m.name
        case .symbol(let symbol): symbol
        case .font(let font): Font.textStyles.first { $0.value == font }?.key
        default: nil
        }
        guard let name, let font = Font.textStyles[name] else {
            throw fail("expected a text style such as .title: " + Font.textStyles.keys.sorted().map { "." + $0 }.joined(separator: ", "))
        }
        return font
    }
}

extension Interpreter {
    /// `Text("a").bold() + Text("b")`: one text of both runs, or nil when either side is not a `Text`.
    func concatenatedText(_ left: Value, _ right: Value) throws -> Value? {
        guard case .view(let a) = left, case .view(let b) = right,
              let leftRuns = a.view.textRuns, let rightRuns = b.view.textRuns else { return nil }
        return .view(ViewValue(.surface(.styledText(leftRuns + rightRuns))))
    }
}
