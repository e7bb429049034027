import Canvas

extension NativeTable {
    /// How a `Color` prints: the name of the named colour it resolves to, else `#RRGGBBAA`.
    static let colors: [String: NativeFunction] = [
        "Color.description": { call in
            guard case .structValue(_, let fields) = call.selfValue.unboxed, let color = Lang.LiveAnimation.components(fields) else {
                throw RuntimeError("malformed Color", line: call.line)
            }
            return .string(description(of: color))
        },
    ]

    /// `color`'s name among SwiftUI's named colours (not an alias such as `accentColor` when a
    /// plain name fits), else its components as `#RRGGBBAA`.
    static func description(of color: RGBA) -> String {
        let aliases: Set<String> = ["accentColor", "primary", "secondary"]
        let names = RGBA.named.filter { $0.value == color && !$0.key.hasPrefix("system") }.map(\.key).sorted()
        if let name = names.first(where: { !aliases.contains($0) }) ?? names.first { return name }
        func hex(_ x: Double) -> String {
            let clamped = x.isFinite ? min(max(x, 0), 1) : 0
            let text = String(Int((clamped * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(color.red) + hex(color.green) + hex(color.blue) + hex(color.alpha)
    }
}
