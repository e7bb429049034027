// PartialKeyPath<Root> and AnyKeyPath hold any key path of their root (or of any root): reading
// through one gives an Any (an Any?, nil for another root) that keeps its value's type; arrays of
// them print their paths, type(of:) names each literal's own kind, and casts get the full type back.
final class Box {
    var value = 1
    var p = P()
}
struct P {
    var x = 1
    let y = 2
}
let p = P()
let partial: PartialKeyPath<P> = \P.x
print(type(of: partial), partial, p[keyPath: partial])
let parts: [PartialKeyPath<P>] = [\P.x, \.y]
for k in parts {
    print(p[keyPath: k], type(of: k))
}
let any: AnyKeyPath = \P.x
print(type(of: any), p[keyPath: any] as Any)
let anys: [AnyKeyPath] = [\P.x, \Box.value, partial, \Box.p.y]
for k in anys {
    print(k, p[keyPath: k] as Any, Box()[keyPath: k] as Any)
}
let box = Box()
box.value = 9
let partials: [PartialKeyPath<Box>] = [\.value, \.p, \.p.y]
for k in partials {
    print(box[keyPath: k])
}
print(partials)
if let full = partials[0] as? KeyPath<Box, Int> {
    print("cast", box[keyPath: full])
}
print(partials[0] is WritableKeyPath<Box, Int>, partials[0] is KeyPath<Box, String>)
func describe<Root>(_ root: Root, _ paths: [PartialKeyPath<Root>]) -> String {
    paths.map { "\($0): \(root[keyPath: $0])" }.joined(separator: ", ")
}
print(describe(p, [\.x, \.y]))

// expect: WritableKeyPath<P, Int> \P.x 1
// expect: 1 WritableKeyPath<P, Int>
// expect: 2 KeyPath<P, Int>
// expect: WritableKeyPath<P, Int> Optional(1)
// expect: \P.x Optional(1) nil
// expect: \Box.value nil Optional(1)
// expect: \P.x Optional(1) nil
// expect: \Box.p.y nil Optional(2)
// expect: 9
// expect: P(x: 1, y: 2)
// expect: 2
// expect: [\Box.value, \Box.p, \Box.p.y]
// expect: cast 9
// expect: true false
// expect: \P.x: 1, \P.y: 2
