import Canvas

extension BuiltinTable {
    /// `multilineTextAlignment(_:)` and `fontWeight(_:)`: how text inside a view is set.
    func registerTextLayout() {
        viewModifier("multilineTextAlignment", "Lines up the lines of wrapped text inside: .leading (the default), .center or .trailing.",
                     overload([param(nil, "TextAlignment")], "View") { call in
                         let name = try Self.memberName(call, 0, "TextAlignment", TextAlignment.allNames)
                         let alignment = TextAlignment(rawValue: name) ?? .leading
                         return .view(ViewValue(try call.receiverView().multilineTextAlignment(alignment)))
                     })
        viewModifier("fontWeight", "The weight of text inside (.regular, .bold, .heavy …), even where an inner font sets another.",
                     overload([param(nil, "Font.Weight")], "View") { call in
                         .view(ViewValue(try call.receiverView().fontWeight(try Self.fontWeight(call, 0))))
                     })
    }

    /// A `Font.Weight` argument such as `.bold`; semibold and heavier are drawn bold.
    static func fontWeight(_ call: BuiltinCall, _ index: Int) throws -> Font.Weight {
        let names = Font.Weight.allCases.map { "\($0)" }
        let name = try memberName(call, index, "Font.Weight", names)
        return Font.Weight.allCases.first { "\($0)" == name } ?? .regular
    }

    /// A `Font.Design` argument: `.default`, `.serif`, `.rounded` or `.monospaced`.
    static func fontDesign(_ call: BuiltinCall, _ index: Int) throws -> Font.Design {
        let designs: [(String, Font.Design)] = [("default", .default), ("serif", .serif), ("rounded", .rounded), ("monospaced", .monospaced)]
        let name = try memberName(call, index, "Font.Design", designs.map(\.0))
        return designs.first { $0.0 == name }?.1 ?? .default
    }

    /// The name of an implicit member argument (`.center`) that must be one of `names`.
    private static func memberName(_ call: BuiltinCall, _ index: Int, _ type: String, _ names: [String]) throws -> String {
        let name: String? = switch try call.value(index) {
        case .implicit(let member) where member.arguments == nil: member.name
        case .symbol(let symbol): symbol
        default: nil
        }
        guard let name, names.contains(name) else {
            throw LanguageError(kind: .runtime, message: "expected a \(type): " + names.map { "." + $0 }.joined(separator: ", "),
                                location: call.location)
        }
        return name
    }
}

extension TextAlignment {
    /// The member names, for messages.
    static let allNames = ["leading", "center", "trailing"]
}
