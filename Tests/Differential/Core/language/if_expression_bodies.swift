// A getter or function whose one statement is `if c { a } else { b }` returns its value
// (Swift 5.9's if expression), as a single-expression body does.
struct Light {
    var on: Bool
    var brightness: Double { if on { 1.0 } else { 0.0 } }
    func label(verbose: Bool) -> String {
        if verbose { "the light is \(on ? "on" : "off")" } else { on ? "on" : "off" }
    }
}
func clamp(_ x: Int) -> Int { if x > 10 { 10 } else { x } }
print(Light(on: true).brightness, Light(on: false).label(verbose: true), Light(on: true).label(verbose: false))
print([3, 42].map(clamp))

// expect: 1.0 the light is off on
// expect: [3, 10]
