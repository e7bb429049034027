// Static methods named as values (`let g = S.double`, `map(S.double)`, in a tuple), labelled and
// overloaded ones chosen by the context, enum statics, and a `class func` reference that calls the
// override of the class it names.
struct S {
    static func double(_ x: Int) -> Int { x * 2 }
    static func scale(_ x: Int, by factor: Int) -> Int { x * factor }
    static func pick(_ x: Int) -> String { "int \(x)" }
    static func pick(_ x: String) -> String { "string \(x)" }
    static func origin() -> S { S() }
}
let g = S.double
print(g(3))
print([1, 2].map(S.double))
print((S.double, 1).0(2))
let scale = S.scale
print(scale(4, 5))
let pickInt: (Int) -> String = S.pick
let pickString: (String) -> String = S.pick
print(pickInt(1), pickString("a"))
let make = S.origin
print(make())
enum Sign {
    case plus
    static func negate(_ x: Int) -> Int { -x }
}
print([3, 4].map(Sign.negate))
class Shape {
    class func sides(_ copies: Int) -> Int { copies * 0 }
}
class Square: Shape {
    override class func sides(_ copies: Int) -> Int { copies * 4 }
}
let count = Square.sides
print(count(2), [1, 2].map(Shape.sides), [1, 2].map(Square.sides))

// expect: 6
// expect: [2, 4]
// expect: 4
// expect: 20
// expect: int 1 string a
// expect: S()
// expect: [-3, -4]
// expect: 8 [0, 0] [4, 8]
