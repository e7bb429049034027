// A static method named as a value: of a generic type with its arguments (`Box<Int>.make`) or
// from the context (`let g: (String) -> Box<String> = Box.make`), a generic static method, a
// throwing one (called with `try`), one with an `inout` parameter (called with `&`).
struct Box<T> {
    var value: T
    static func make(_ v: T) -> Box<T> { Box(value: v) }
}
struct Stack<T> {
    var items: [T]
    static var empty: Stack<T> { Stack(items: []) }
    static func single(_ x: T) -> Stack<T> { Stack(items: [x]) }
}
let f = Box<Int>.make
print(f(3).value)
let g: (String) -> Box<String> = Box.make
print(g("a").value)
print(Stack<Int>.empty.items.count)
let h = Stack<Double>.single
print(h(1.5).items)
print([1, 2].map(Box<Int>.make).map { $0.value })
struct Maker {
    static func pair<T>(_ x: T) -> (T, T) { (x, x) }
    static func label(_ x: Int, tag: String) -> String { "\(tag)\(x)" }
}
let p: (Int) -> (Int, Int) = Maker.pair
print(p(2))
let m = Maker.label(_:tag:)
print(m(2, "@"))
struct Numbers<T: Numeric> { static func square(_ v: T) -> T { v * v } }
let square = Numbers<Double>.square
print(square(1.5), [2, 3].map(Numbers<Int>.square))
enum ParseError: Error { case bad(String) }
struct Parser {
    static func parse(_ s: String) throws -> Int {
        guard let v = Int(s) else { throw ParseError.bad(s) }
        return v
    }
    static func bump(_ x: inout Int) { x += 1 }
}
let parse = Parser.parse
do {
    print(try parse("1"))
    print(try parse("x"))
} catch { print("caught", error) }
print(Result { try parse("42") })
var x = 5
let bump = Parser.bump
bump(&x)
bump(&x)
print(x)

// expect: 3
// expect: a
// expect: 0
// expect: [1.5]
// expect: [1, 2]
// expect: (2, 2)
// expect: @2
// expect: 2.25 [4, 9]
// expect: 1
// expect: caught bad("x")
// expect: success(42)
// expect: 7
