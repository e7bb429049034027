// Closures with `inout` parameters: written (`(n: inout Int)`), or from the context's function
// type (`(inout Int) -> Void`, `$0 += 1`); called with `&` on variables, elements and members.
let bump = { (n: inout Int) -> Int in n += 1; return n }
var x = 1
print(bump(&x), x)
func apply(_ f: (inout Int) -> Void) -> Int { var v = 10; f(&v); f(&v); return v }
print(apply { $0 += 1 }, apply { n in n *= 3 })
let push: (inout [Int], Int) -> Void = { $0.append($1) }
var xs: [Int] = []
push(&xs, 3); push(&xs, 4)
print(xs)
let swapper = { (a: inout String, b: inout String) in (a, b) = (b, a) }
var left = "left", right = "right"
swapper(&left, &right)
print(left, right)
struct Point { var x = 0, y = 0 }
var p = Point()
let moveRight = { (q: inout Point, by: Int) -> Void in q.x += by }
moveRight(&p, 5)
print(p.x, p.y)
var numbers = [1, 2, 3]
var counts = ["a": 1]
let inc = { (n: inout Int) in n += 1 }
inc(&numbers[1]); inc(&counts["a", default: 0]); inc(&counts["b", default: 10])
print(numbers, counts.sorted { $0.key < $1.key })

// expect: 2 2
// expect: 12 90
// expect: [3, 4]
// expect: right left
// expect: 5 0
// expect: [1, 3, 3] [(key: "a", value: 2), (key: "b", value: 11)]
