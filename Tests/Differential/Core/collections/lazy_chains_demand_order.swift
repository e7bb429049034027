// Lazy map, filter, compactMap and flatMap chains run their closures in demand order: each element
// passes through the whole chain when it is asked for, and first stops at the first one kept.
let b = [1, 2, 3, 4].lazy.map { x -> Int in print("m", x); return x * 2 }.filter { x in print("t", x); return x > 2 }
print(b.first!)
let c = ["1", "x", "3"].lazy.compactMap { s -> Int? in print("c", s); return Int(s) }.map { x -> Int in print("d", x); return x + 1 }
for v in c { print("v", v) }
let e = (1...4).lazy.filter { x in print("e", x); return x % 2 == 0 }.flatMap { x -> [Int] in print("h", x); return Array(repeating: x, count: x) }
print(e.first ?? -1)
print(e.count)
for v in e.prefix(3) { print("v", v) }

// expect: m 1
// expect: t 2
// expect: m 2
// expect: t 4
// expect: m 2
// expect: 4
// expect: c 1
// expect: d 1
// expect: v 2
// expect: c x
// expect: c 3
// expect: d 3
// expect: v 4
// expect: e 1
// expect: e 2
// expect: h 2
// expect: h 2
// expect: 2
// expect: e 1
// expect: e 2
// expect: h 2
// expect: h 2
// expect: e 3
// expect: e 4
// expect: h 4
// expect: 6
// expect: e 1
// expect: e 2
// expect: h 2
// expect: h 2
// expect: h 2
// expect: e 3
// expect: e 4
// expect: h 4
// expect: h 4
// expect: e 1
// expect: e 2
// expect: h 2
// expect: e 1
// expect: e 2
// expect: h 2
// expect: h 2
// expect: h 2
// expect: v 2
// expect: h 2
// expect: h 2
// expect: e 3
// expect: e 4
// expect: h 4
// expect: v 2
// expect: h 4
// expect: h 4
// expect: v 4
