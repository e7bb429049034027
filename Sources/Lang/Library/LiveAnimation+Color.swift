import Canvas

extension Lang.LiveAnimation {
    /// The library `Color` (`decl`) `t` of the way from the colour with fields `from` to the one
    /// with fields `to`, blended in linear light as SwiftUI animates colours (`RGBA.linearMixed`):
    /// named colours resolve to their sRGB values first. Nil when either is not a colour.
    static func blendedColor(_ decl: NominalDecl, _ from: [Value], _ to: [Value], _ t: Double) -> Value? {
        guard let start = components(from), let end = components(to) else { return nil }
        let blended = start.linearMixed(with: end, by: t)
        return .structValue(decl, [.string(""), .double(blended.red), .double(blended.green), .double(blended.blue), .double(blended.alpha)])
    }

    /// The sRGB components of a `Color`'s fields (`_name`, `_red`, `_green`, `_blue`, `_opacity`).
    static func components(_ fields: [Value]) -> RGBA? {
        guard fields.count == 5, let name = fields[0].unboxed.stringValue,
              let opacity = fields[4].unboxed.doubleValue else { return nil }
        // A UIKit class colour (`UIColor.label`) keeps its light components beside its name.
        if !name.isEmpty, !name.hasPrefix("UIColor.") { return RGBA.named[name]?.withOpacity(opacity) }
        guard let red = fields[1].unboxed.doubleValue, let green = fields[2].unboxed.doubleValue,
              let blue = fields[3].unboxed.doubleValue else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: opacity)
    }
}
