import Canvas

/// A colour with its components multiplied by its alpha, each in 0…1: what the blitter composites.
struct PremultipliedColor: Hashable, Sendable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Premultiplies a straight-alpha colour, clamping every component into 0…1 first.
    init(_ color: RGBA) {
        let a = Float(color.alpha.clampedToUnit)
        red = Float(color.red.clampedToUnit) * a
        green = Float(color.green.clampedToUnit) * a
        blue = Float(color.blue.clampedToUnit) * a
        alpha = a
    }

    static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour as rounded 8-bit samples.
    var bytes: (UInt8, UInt8, UInt8, UInt8) {
        (UInt8(red * 255 + 0.5), UInt8(green * 255 + 0.5), UInt8(blue * 255 + 0.5), UInt8(alpha * 255 + 0.5))
    }

    /// Reading the fields as a straight-alpha colour: that colour premultiplied.
    var premultiplied: PremultipliedColor {
        PremultipliedColor(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// Component-wise interpolation: `self` at 0, `other` at 1.
    func mixed(with other: PremultipliedColor, _ t: Float) -> PremultipliedColor {
        PremultipliedColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                           blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}

extension Double {
    /// The value clamped into 0…1, with NaN taken as 0.
    var clampedToUnit: Double { self.isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}
