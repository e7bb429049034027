// Closure values called with `&`: a global, a struct's property, an array's element, a local
// passed on by a function, two arguments, and a throwing closure whose change is kept.
var total = 10
let bump: (inout Int) -> Void = { x in x += 5 }
bump(&total)
print(total)
struct S { var a = 1; var b = 2 }
var s = S()
bump(&s.a)
print(s.a, s.b)
var xs = [1, 2, 3]
bump(&xs[1])
print(xs)
func apply(_ change: (inout [Int]) -> Void) {
    var local = [0]
    change(&local)
    print(local)
}
apply { $0.append(7) }
let twice: (inout Int, inout Int) -> Void = { a, b in a += 1; b += 2 }
var p = 1, q = 2
twice(&p, &q)
print(p, q)
enum Failure: Error { case bad }
let failing: (inout Int) throws -> Void = { x in x = 99; throw Failure.bad }
var t = 1
do { try failing(&t) } catch { print("caught", t) }

// expect: 15
// expect: 6 2
// expect: [1, 7, 3]
// expect: [0, 7]
// expect: 2 4
// expect: caught 99
