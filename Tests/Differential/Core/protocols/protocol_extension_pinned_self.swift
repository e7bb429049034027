// `Self` in `extension P where Self == S` is S, as SwiftUI's static styles use it
// (`static var ring: Self { .init() }`): a static found for a generic `T: P`, an `any P` or an
// `S` context, a generic S's type arguments kept, and an instance method seeing self as S.
protocol Shape2 {
    func area() -> Double
}
struct Square: Shape2 {
    var side = 2.0
    func area() -> Double { side * side }
}
struct Disc: Shape2 {
    var r = 1.0
    func area() -> Double { 3.0 * r * r }
}
extension Shape2 where Self == Square {
    static var square: Self { Square() }
    static func square(side: Double) -> Self { .init(side: side) }
    func doubled() -> Self { Self(side: self.side * 2) }
}
extension Shape2 where Self == Disc {
    static var disc: Self { .init() }
}
func use<T: Shape2>(_ t: T) { print(T.self, t.area()) }
func useAny(_ s: any Shape2) { print(s.area()) }
use(.square)
use(.square(side: 3))
use(.disc)
useAny(.disc)
let s: Square = .square
print(s.side, s.doubled().side)

protocol Style {
    func describe() -> String
}
struct Boxed<A, B>: Style {
    var a: A
    var b: B
    func describe() -> String { "\(a) \(b)" }
}
extension Style where Self == Boxed<Int, String> {
    static var one: Self { .init(a: 1, b: "one") }
}
func show<S: Style>(_ s: S) { print(S.self, s.describe()) }
show(.one)
let x: Boxed<Int, String> = .one
print(x.a + 1, x.b.count)

// expect: Square 4.0
// expect: Square 9.0
// expect: Disc 3.0
// expect: 3.0
// expect: 2.0 4.0
// expect: Boxed<Int, String> 1 one
// expect: 2 3
