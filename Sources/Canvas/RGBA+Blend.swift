import Foundation

extension RGBA {
    /// The colour `t` (0…1) of the way from this colour to `other`, component by component in
    /// sRGB (as a gradient's stops blend); the result is a fixed colour.
    public func mixed(with other: RGBA, by t: Double) -> RGBA {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return RGBA(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                    alpha: mix(alpha, other.alpha))
    }

    /// The colour `t` of the way from this colour to `other` in linear light, as SwiftUI animates
    /// a colour (`Color.Resolved`'s animatable data is its linear sRGB components): red to blue
    /// passes through a brighter purple than the sRGB mix. Alpha moves linearly.
    public func linearMixed(with other: RGBA, by t: Double) -> RGBA {
        func mix(_ a: Double, _ b: Double) -> Double {
            Self.encoded(Self.linear(a) + (Self.linear(b) - Self.linear(a)) * t)
        }
        return RGBA(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                    alpha: alpha + (other.alpha - alpha) * t)
    }

    /// An sRGB component (0…1) in linear light (the sRGB transfer function; the sign is kept for
    /// extended components).
    static func linear(_ component: Double) -> Double {
        let magnitude = abs(component)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return component < 0 ? -value : value
    }

    /// A linear-light component as an sRGB component.
    static func encoded(_ component: Double) -> Double {
        let magnitude = abs(component)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return component < 0 ? -value : value
    }
}
