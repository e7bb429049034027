// Errors propagate through throwing functions until caught.
enum E: Error { case tooBig(Int) }
func validate(_ n: Int) throws -> Int {
    if n > 10 { throw E.tooBig(n) }
    return n
}
func sum(_ xs: [Int]) throws -> Int {
    var total = 0
    for x in xs { total += try validate(x) }
    return total
}
do {
    print(try sum([1, 2, 3]))
    print(try sum([1, 20, 3]))
    print("unreachable")
} catch E.tooBig(let n) {
    print("too big:", n)
}
let mapped = try? [1, 2].map { try validate($0 * 8) }
print(mapped as Any)

// expect: 6
// expect: too big: 20
// expect: nil
