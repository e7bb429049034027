// A static requirement of another protocol used where `Self` meets it: `Self.zero`, `.zero` and
// a bare `zero` in `extension P where Self: Q`, and `T.zero` for a `T` of an own protocol or of
// AdditiveArithmetic; each is the conforming type's at run time.
protocol HasZero { static var zero: Self { get } }
protocol Scaled { var scale: Int { get } }
extension Scaled where Self: HasZero {
    func orZero(_ flag: Bool) -> Self { flag ? self : Self.zero }
    func implicitZero() -> Self { .zero }
    static func bareZero() -> Self { zero }
    static var zeroScale: Int { Self.zero.scale }
}
struct Meter: HasZero, Scaled {
    var scale: Int
    static var zero: Meter { Meter(scale: 0) }
}
struct Gram: HasZero, Scaled {
    var scale: Int
    static var zero: Gram { Gram(scale: -1) }
}
print(Meter(scale: 5).orZero(true).scale, Meter(scale: 5).orZero(false).scale)
print(Gram(scale: 7).implicitZero().scale, Gram.bareZero().scale, Meter.zeroScale, Gram.zeroScale)
func zeros<T: HasZero>(_ type: T.Type, count: Int) -> [T] { Array(repeating: T.zero, count: count) }
print(zeros(Gram.self, count: 2).map(\.scale))
func total<T: AdditiveArithmetic>(_ values: [T]) -> T {
    var sum = T.zero
    for value in values { sum += value }
    return sum
}
print(total([1, 2, 3]), total([0.5, 0.25]), total([Int]()))
func firstOrZero<T: HasZero & Scaled>(_ values: [T]) -> Int { (values.first ?? .zero).scale }
print(firstOrZero([Meter]()), firstOrZero([Gram]()), firstOrZero([Meter(scale: 3)]))

// expect: 5 0
// expect: -1 -1 0 -1
// expect: [-1, -1]
// expect: 6 0.75 0
// expect: 0 -1 3
