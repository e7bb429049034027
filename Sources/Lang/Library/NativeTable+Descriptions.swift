import Canvas

extension NativeTable {
    /// How colours print (`print(Color.teal)`), as the old language printed them: a colour of
    /// SwiftUI's palette by its name (`teal`, also for `Color(.systemTeal)`), any other as
    /// `#RRGGBBAA`; a UIColor and a Material as the colour they paint.
    static let descriptions: [String: NativeFunction] = [
        "Color.description": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            return .string(colorDescription(try bridge.rgba(call.selfValue)))
        },
        "Material.description": { call in
            let bridge = ViewBridge(types: call.types, interpreter: call.interpreter, line: call.line)
            guard case .color(let rgba)? = try bridge.style(call.selfValue) else { return .string("Material") }
            return .string(colorDescription(rgba))
        },
    ]

    /// A palette colour's name (not a `system…` one; `accentColor`, `primary` and `secondary`
    /// only when no other name fits), else `#RRGGBBAA`, each component clamped to 0…1 (NaN as 0).
    static func colorDescription(_ color: RGBA) -> String {
        let aliases: Set<String> = ["accentColor", "primary", "secondary"]
        let names = RGBA.named.filter { $0.value == color && !$0.key.hasPrefix("system") }.map(\.key).sorted()
        if let name = names.first(where: { !aliases.contains($0) }) ?? names.first { return name }
        return "#" + [color.red, color.green, color.blue, color.alpha].map { component in
            let clamped = component.isFinite ? min(max(component, 0), 1) : 0
            let byte = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
            return byte.count == 1 ? "0" + byte : byte
        }.joined()
    }
}
