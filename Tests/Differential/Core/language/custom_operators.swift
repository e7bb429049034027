// Custom operators: declared groups with their precedence and associativity, global and
// static operator functions, prefix and postfix operators, literal operands typed by the
// function that takes them, and an inout operand.
import Foundation
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (a: Double, b: Double) -> Double { pow(a, b) }
print(2 ** 3 ** 2)
print(2 ** 3 * 2)
print(1 + 2 ** 2)
infix operator <>
func <> (a: String, b: String) -> String { a + "-" + b }
print(("a" <> "b") <> "c")
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(√16.0, √9, √(2 * 8))
postfix operator %%
postfix func %% (x: Double) -> Double { x / 100 }
print(50%%, 12.5%%)
postfix operator +++
postfix func +++ (x: inout Int) -> Int { x += 1; return x - 1 }
var n = 1
print(n+++, n)
struct V: CustomStringConvertible {
    var x: Int
    var description: String { "V(\(x))" }
    static func ** (a: V, b: Int) -> V { V(x: a.x * b) }
    static prefix func ~~ (a: V) -> V { V(x: -a.x) }
}
prefix operator ~~
print(V(x: 3) ** 2, ~~V(x: 4))
infix operator <~: AssignmentPrecedence
func <~ (target: inout [Int], value: Int) { target.append(value) }
var list: [Int] = []
list <~ 4
list <~ 5
print(list)

// expect: 512.0
// expect: 16.0
// expect: 5.0
// expect: a-b-c
// expect: 4.0 3.0 4.0
// expect: 0.5 0.125
// expect: 1 2
// expect: V(6) V(-4)
// expect: [4, 5]
