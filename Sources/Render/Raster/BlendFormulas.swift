import Canvas

/// The blend modes' formulas on colour, for compositing a layer onto what is below it
/// (`Blitter.composite(layer:…blendMode:…)`); `BlendMode`'s documentation states them.
enum BlendFormulas {
    /// Source `s` (premultiplied, 0…1) composited onto backdrop `b` in `mode`.
    static func composite(_ s: PremultipliedColor, onto b: PremultipliedColor, mode: BlendMode) -> PremultipliedColor {
        let (αs, αb) = (s.alpha, b.alpha)
        switch mode {
        case .sourceAtop:
            return PremultipliedColor(red: s.red * αb + b.red * (1 - αs), green: s.green * αb + b.green * (1 - αs),
                                      blue: s.blue * αb + b.blue * (1 - αs), alpha: αb)
        case .destinationOver:
            return PremultipliedColor(red: s.red * (1 - αb) + b.red, green: s.green * (1 - αb) + b.green,
                                      blue: s.blue * (1 - αb) + b.blue, alpha: αs * (1 - αb) + αb)
        case .destinationOut:
            return PremultipliedColor(red: b.red * (1 - αs), green: b.green * (1 - αs), blue: b.blue * (1 - αs), alpha: αb * (1 - αs))
        case .plusLighter:
            return PremultipliedColor(red: min(1, s.red + b.red), green: min(1, s.green + b.green),
                                      blue: min(1, s.blue + b.blue), alpha: min(1, αs + αb))
        case .plusDarker:
            let αo = αs + αb * (1 - αs)
            func channel(_ cs: Float, _ cb: Float) -> Float { max(0, αo - (αs - cs) - (αb - cb)) }
            return PremultipliedColor(red: channel(s.red, b.red), green: channel(s.green, b.green),
                                      blue: channel(s.blue, b.blue), alpha: αo)
        default:
            // W3C: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), on straight Cb, Cs.
            let source = αs > 0 ? (s.red / αs, s.green / αs, s.blue / αs) : (0, 0, 0)
            let backdrop = αb > 0 ? (b.red / αb, b.green / αb, b.blue / αb) : (0, 0, 0)
            let blended = blend(backdrop, source, mode)
            let both = αs * αb
            return PremultipliedColor(red: s.red * (1 - αb) + b.red * (1 - αs) + both * blended.0,
                                      green: s.green * (1 - αb) + b.green * (1 - αs) + both * blended.1,
                                      blue: s.blue * (1 - αb) + b.blue * (1 - αs) + both * blended.2,
                                      alpha: αs + αb * (1 - αs))
        }
    }

    /// A straight (not premultiplied) colour's red, green and blue.
    typealias RGB = (Float, Float, Float)

    /// B(Cb, Cs) of the W3C modes, on straight colours.
    static func blend(_ b: RGB, _ s: RGB, _ mode: BlendMode) -> RGB {
        func each(_ f: (Float, Float) -> Float) -> RGB { (f(b.0, s.0), f(b.1, s.1), f(b.2, s.2)) }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { cb, cs in cb == 0 ? 0 : (cs >= 1 ? 1 : min(1, cb / (1 - cs))) }
        case .colorBurn: return each { cb, cs in cb >= 1 ? 1 : (cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)) }
        case .hardLight: return each { hardLight($0, $1) }
        case .softLight: return each(softLight)
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLuminosity(setSaturation(s, saturation(b)), luminosity(b))
        case .saturation: return setLuminosity(setSaturation(b, saturation(s)), luminosity(b))
        case .color: return setLuminosity(s, luminosity(b))
        case .luminosity: return setLuminosity(b, luminosity(s))
        default: return s
        }
    }

    private static func hardLight(_ cb: Float, _ cs: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : screen(cb, 2 * cs - 1)
    }

    private static func screen(_ cb: Float, _ cs: Float) -> Float { cb + cs - cb * cs }

    private static func softLight(_ cb: Float, _ cs: Float) -> Float {
        if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
        let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
        return cb + (2 * cs - 1) * (d - cb)
    }

    // MARK: - Non-separable modes (W3C's Lum, ClipColor, SetLum, Sat, SetSat)

    private static func luminosity(_ c: RGB) -> Float { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    private static func clipColor(_ c: RGB) -> RGB {
        let l = luminosity(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var result = c
        if n < 0, l - n > 0 {
            result = (l + (result.0 - l) * l / (l - n), l + (result.1 - l) * l / (l - n), l + (result.2 - l) * l / (l - n))
        }
        if x > 1, x - l > 0 {
            result = (l + (result.0 - l) * (1 - l) / (x - l), l + (result.1 - l) * (1 - l) / (x - l), l + (result.2 - l) * (1 - l) / (x - l))
        }
        return result
    }

    private static func setLuminosity(_ c: RGB, _ l: Float) -> RGB {
        let d = l - luminosity(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    private static func saturation(_ c: RGB) -> Float { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    private static func setSaturation(_ c: RGB, _ s: Float) -> RGB {
        var values = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { values[$0] < values[$1] }
        let (low, mid, high) = (order[0], order[1], order[2])
        if values[high] > values[low] {
            values[mid] = (values[mid] - values[low]) * s / (values[high] - values[low])
            values[high] = s
        } else {
            values[mid] = 0
            values[high] = 0
        }
        values[low] = 0
        return (values[0], values[1], values[2])
    }
}
