// A stored property's default and an initialiser's body in a generic number type: the literal
// is a value of the type the construction binds `T` to (`0.0` in `Acc<Double>()`), as swiftc
// builds it with `T`'s ExpressibleByIntegerLiteral.
class Acc<T: Numeric> {
    var total: T = 0
    func add(_ x: T) { total += x; total = total + 1 }
}
let a = Acc<Double>()
print(a.total)
a.add(2.5)
print(a.total)
struct Span<T: Numeric> { var start: T = 1; var length: T }
print(Span<Double>(length: 2).start, Span<Int>(length: 2).start)
struct Pair<T: Numeric> {
    var a: T
    var b: T
    init(_ a: T) { self.a = a; self.b = 10 }
}
print(Pair(2.5).b, Pair<Float>(3).b, Pair(4).b)
struct Scaled<T: Numeric> {
    var value: T
    init() { value = 0 }
    init(x: T) { value = x * 2 }
}
print(Scaled<Double>().value, Scaled<Float>(x: 2).value, Scaled<UInt8>(x: 7).value)
final class Meter<T: BinaryFloatingPoint> {
    var level: T = 0.5
    init() {}
}
print(Meter<Double>().level, Meter<Float>().level)

// expect: 0.0
// expect: 3.5
// expect: 1.0 1
// expect: 10.0 10.0 10
// expect: 0.0 4.0 14
// expect: 0.5 0.5
