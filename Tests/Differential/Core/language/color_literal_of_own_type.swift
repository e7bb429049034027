// `#colorLiteral` makes a value of the program's own `_ExpressibleByColorLiteral` type where the
// context wants one (Swift calls its `init(_colorLiteralRed:green:blue:alpha:)`).
struct RGBA: _ExpressibleByColorLiteral, CustomStringConvertible {
    var red, green, blue, alpha: Float
    init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}
let accent: RGBA = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
print(accent)
let palette: [RGBA] = [#colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5), #colorLiteral(red: 0.25, green: 0.25, blue: 0.25, alpha: 1)]
print(palette.map(\.alpha), palette.count)
func show(_ c: RGBA) { print(c.red + c.green + c.blue) }
show(#colorLiteral(red: 0.25, green: 0.25, blue: 0.5, alpha: 1))
let maybe: RGBA? = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
print(maybe?.green ?? -1)

// expect: RGBA(1.0, 0.5, 0.0, 1.0)
// expect: [0.5, 1.0] 2
// expect: 1.0
// expect: 1.0
