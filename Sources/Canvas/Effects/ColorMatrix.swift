import Foundation
import Geometry

/// A colour filter: each pixel's straight (not premultiplied) sRGB colour and alpha, each 0…1,
/// multiplied by a 4×5 matrix and clamped to 0…1, exactly as SVG's
/// `<feColorMatrix type="matrix">` with `color-interpolation-filters="sRGB"`:
/// `r′ = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, and so on for g′ (m[5…9]), b′, a′.
///
/// SwiftUI's colour effects (`.brightness`, `.contrast`, `.saturation`, `.grayscale`,
/// `.hueRotation`, `.colorInvert`, `.luminanceToAlpha`, `.colorMultiply`) are each one matrix,
/// with the coefficients of the W3C *Filter Effects* shorthands they correspond to.
public struct ColorMatrix: Hashable, Sendable {
    /// Twenty numbers, row by row: the rows give r′, g′, b′, a′; the columns weigh r, g, b, a, 1.
    public let values: [Double]

    /// A matrix from its twenty numbers; a wrong count gives the identity.
    public init(_ values: [Double]) {
        self.values = values.count == 20 ? values : ColorMatrix.identity.values
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(rgb: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: 0)

    /// A matrix acting on r, g, b with the 3×3 `rgb` (row-major) plus `offset`, alpha unchanged.
    init(rgb m: [Double], offset: Double) {
        values = [m[0], m[1], m[2], 0, offset,
                  m[3], m[4], m[5], 0, offset,
                  m[6], m[7], m[8], 0, offset,
                  0, 0, 0, 1, 0]
    }

    /// Every pixel's straight colour at full alpha: after a blur of what was opaque inside a
    /// region and transparent outside, each pixel's colour divided by the weight the region had
    /// in its blur, as a blur with normalized edges reads the region alone (materials,
    /// DrawingContext+Backdrop.swift).
    public static let normalizingEdges = ColorMatrix([1, 0, 0, 0, 0,
                                                      0, 1, 0, 0, 0,
                                                      0, 0, 1, 0, 0,
                                                      0, 0, 0, 0, 1])

    /// `.brightness(amount)`: `amount` added to each colour channel (1 turns everything white,
    /// −1 black); alpha unchanged.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rgb: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount)
    }

    /// `.contrast(amount)`: each colour channel moved away from (or towards) mid grey:
    /// `c′ = amount·(c − ½) + ½`; 1 changes nothing, 0 is flat grey, negative values invert.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rgb: [amount, 0, 0, 0, amount, 0, 0, 0, amount], offset: 0.5 * (1 - amount))
    }

    /// `.saturation(amount)`: SVG's `feColorMatrix type="saturate"`: 1 changes nothing, 0 is the
    /// luminance grey (Rec. 709 weights 0.213, 0.715, 0.072), values above 1 oversaturate.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rgb: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                          0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s], offset: 0)
    }

    /// `.grayscale(amount)`: CSS's `grayscale()`: 0 changes nothing, 1 is the luminance grey
    /// (Rec. 709 weights 0.2126, 0.7152, 0.0722); the amount is clamped to 0…1.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let g = 1 - min(1, max(0, amount))
        return ColorMatrix(rgb: [0.2126 + 0.7874 * g, 0.7152 - 0.7152 * g, 0.0722 - 0.0722 * g,
                                 0.2126 - 0.2126 * g, 0.7152 + 0.2848 * g, 0.0722 - 0.0722 * g,
                                 0.2126 - 0.2126 * g, 0.7152 - 0.7152 * g, 0.0722 + 0.9278 * g], offset: 0)
    }

    /// `.hueRotation(angle)`: SVG's `feColorMatrix type="hueRotate"`, a rotation of the hue
    /// about the luminance axis that keeps the luminance.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (k, s) = (cos(angle.radians), sin(angle.radians))
        return ColorMatrix(rgb: [0.213 + k * 0.787 - s * 0.213, 0.715 - k * 0.715 - s * 0.715, 0.072 - k * 0.072 + s * 0.928,
                                 0.213 - k * 0.213 + s * 0.143, 0.715 + k * 0.285 + s * 0.140, 0.072 - k * 0.072 - s * 0.283,
                                 0.213 - k * 0.213 - s * 0.787, 0.715 - k * 0.715 + s * 0.715, 0.072 + k * 0.928 + s * 0.072],
                           offset: 0)
    }

    /// `.colorInvert()`: each colour channel replaced by 1 − itself; alpha unchanged.
    public static let colorInvert = ColorMatrix(rgb: [-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1)

    /// `.luminanceToAlpha()`: SVG's `type="luminanceToAlpha"`: black, with alpha the pixel's
    /// luminance (0.2125 r + 0.7154 g + 0.0721 b), so dark parts vanish and light parts stay.
    public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0,
                                                      0, 0, 0, 0, 0,
                                                      0, 0, 0, 0, 0,
                                                      0.2125, 0.7154, 0.0721, 0, 0])

    /// `.colorMultiply(color)`: each channel, alpha too, multiplied by the colour's.
    public static func colorMultiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0,
                     0, color.green, 0, 0, 0,
                     0, 0, color.blue, 0, 0,
                     0, 0, 0, color.alpha, 0])
    }

    /// True when every number is finite.
    public var isFinite: Bool { values.allSatisfy(\.isFinite) }
}
