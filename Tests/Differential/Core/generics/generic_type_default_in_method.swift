// A default of a generic type's own parameter in a method is checked at each call, with the receiver's type.
struct Box<T> {
    var label = "box"
    func f(_ y: T = 1) -> T { return y }
    static func s(_ y: T = 2) -> T { return y }
    func pair(_ a: Int, _ y: T = 3) -> String { return "\(a) \(y)" }
}
print(Box<Int>().f())
print(Box<Int>().f(7))
print(Box<Int>.s())
print(Box<Int>().pair(5))
let b: Box<Int> = Box()
print(b.f() + 10)
print(Box<String>().f("given"))
struct Numbers<T: Numeric> {
    func one(_ y: T = 1) -> T { return y }
}
print(Numbers<Int>().one(), Numbers<Double>().one())
class Holder<T> {
    func describe(_ n: Int, _ y: T = "s") -> String { return "\(n) \(y)" }
}
print(Holder<String>().describe(1))

// expect: 1
// expect: 7
// expect: 2
// expect: 5 3
// expect: 11
// expect: given
// expect: 1 1.0
// expect: 1 s
