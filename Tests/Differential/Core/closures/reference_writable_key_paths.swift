// A key path whose last settable step is a class's property is a ReferenceWritableKeyPath (also
// through a struct's `let` holding the instance): it writes through a `let` instance, converts to
// WritableKeyPath and KeyPath keeping its dynamic type, and a `let` step after the class reads only.
final class Box {
    var value = 1
    var p = P()
    let fixed = P()
}
struct P {
    var x = 1
    let y = 2
}
struct S {
    let box: Box
    var inner = P()
}
let s = S(box: Box())
let a = \S.box.value
let b = \S.box.p.x
let c = \S.box.fixed.x
let d = \S.inner.x
let e = \Box.p
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e))
s[keyPath: a] = 10
s[keyPath: b] += 5
print(s.box.value, s.box.p.x)
let box = Box()
box[keyPath: \.value] = 7
box[keyPath: \Box.p.x] *= 3
print(box.value, box.p.x)
func set<R, V>(_ r: R, _ path: ReferenceWritableKeyPath<R, V>, _ v: V) {
    r[keyPath: path] = v
}
set(box, \.value, 42)
print(box.value)
let asKeyPath: KeyPath<Box, Int> = \Box.value
print(type(of: asKeyPath), box[keyPath: asKeyPath])
let asWritable: WritableKeyPath<Box, Int> = \Box.value
var alias = box
alias[keyPath: asWritable] = 9
print(box.value, type(of: asWritable), asWritable)

// expect: ReferenceWritableKeyPath<S, Int> ReferenceWritableKeyPath<S, Int> KeyPath<S, Int> WritableKeyPath<S, Int> ReferenceWritableKeyPath<Box, P>
// expect: 10 6
// expect: 7 3
// expect: 42
// expect: ReferenceWritableKeyPath<Box, Int> 42
// expect: 9 ReferenceWritableKeyPath<Box, Int> \Box.value
