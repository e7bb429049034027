// `variable.property[index] op= rhs` on Int elements of a struct's array property: of a global,
// a local captured by a closure, a tuple, a nested struct, a copy sharing the array, a variable
// in an `inout` access; wrapping and shifting operators.
struct Tally {
    var name = "t"
    var counts = [0, 0, 0, 0, 0]
    var scale = 2
}

var tally = Tally()
for i in 0..<23 {
    tally.counts[i % 5] += 1
    tally.counts[(i * 3) % 5] *= tally.scale
    tally.counts[i % 5] -= i % 3
}
print(tally.counts)

var before = tally
tally.counts[0] += 1000
before.counts[4] %= 7
print(before.counts, tally.counts)

let k = 2
tally.counts[k] += 5
tally.counts[k - 1] &+= Int.max
print(tally.counts)

var pair = (label: "p", counts: [1, 2, 3])
pair.counts[2] += 40
pair.1[0] <<= 3
print(pair)

func twice(_ t: inout Tally) {
    t.counts[3] += 7
    t.counts[3] *= 2
}
twice(&tally)
print(tally.counts[3])

struct Outer {
    var inner = Tally()
    var flags = [true, false]
}
var outer = Outer()
outer.inner.counts[1] += 9
outer.flags[1] = !outer.flags[1]
print(outer.inner.counts, outer.flags)

func local() -> [Int] {
    var t = Tally()
    t.counts[4] -= 3
    let bump = { (k: Int) in t.counts[k] += 100 }
    bump(0)
    return t.counts
}
print(local())

// expect: [40, 10, -14, 10, 2]
// expect: [40, 10, -14, 10, 2] [1040, 10, -14, 10, 2]
// expect: [1040, -9223372036854775799, -9, 10, 2]
// expect: (label: "p", counts: [8, 2, 43])
// expect: 34
// expect: [0, 9, 0, 0, 0] [true, true]
// expect: [100, 0, 0, 0, -3]
