// ?? of an optional chain where Any is expected: the chain's value can be an Any? at no cost, so
// a literal on the right keeps its own type (print(style?.width ?? -1) prints -1 for a Double
// width); a plain optional on the left makes T what it wraps (w ?? -1 is -1.0).
struct Style { var width: Double; func doubled() -> Double { width * 2 } }
struct Layer { var style: Style? }
let layer = Layer(style: nil)
let styled = Layer(style: Style(width: 1.5))
print(layer.style?.width ?? -1, styled.style?.width ?? -1)
print(layer.style?.doubled() ?? 0, (layer.style?.width) ?? -1 * 2)
print(layer.style?.width ?? 0.5)
let a: Any = layer.style?.width ?? -1
print(a, type(of: a))
let w: Double? = nil
let b: Any = w ?? -1
print(w ?? -1, b, type(of: b))
let items: [Any] = [layer.style?.width ?? -1, w ?? 2]
print(items)
print("\(layer.style?.width ?? -1)")
func g<T>(_ t: T) { print(t) }
g(layer.style?.width ?? -1)
let v = layer.style?.width ?? -1
print(v, (layer.style?.width ?? -1) + 1)
print(Double("x") ?? -1, [Double]().first ?? -1)

// expect: -1 1.5
// expect: 0 -2
// expect: 0.5
// expect: -1 Int
// expect: -1.0 -1.0 Double
// expect: [-1, 2.0]
// expect: -1.0
// expect: -1.0
// expect: -1.0 0.0
// expect: -1.0 -1.0
