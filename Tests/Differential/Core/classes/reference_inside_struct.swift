// A class instance held by a struct is shared between the struct's copies.
import Foundation
class Counter { var n = 0 }
struct Holder { let c: Counter; var local = 0 }
var h1 = Holder(c: Counter())
var h2 = h1
h2.local = 5
h2.c.n = 7
print(h1.local, h1.c.n, h1.c === h2.c)
var counters = [Counter(), Counter()]
let first = counters[0]
counters[0].n += 3
print(first.n, counters.map(\.n))

// expect: 0 7 true
// expect: 3 [3, 0]
