// A lazy map or filter calls its closure when an element is read, as often as Swift's lazy
// collections do: first, count, isEmpty, last, a subscript, prefix, dropFirst, for-in.
let l = [1, 2, 3].lazy.map { x -> Int in print("m", x); return x * 2 }
print("before")
print(l.first!)
print("count", l.count, l.isEmpty)
print(l[1], l.last!)
for v in l { print("v", v) }
print(Array(l))
let f = [1, 2, 3, 4].lazy.filter { x -> Bool in print("f", x); return x % 2 == 0 }
print("before filter")
print(f.first!)
print("count", f.count)
print("isEmpty", f.isEmpty)
print("last", f.last!)
print(Array(f.prefix(1)))
print(Array(f.dropFirst()))
let p = l.prefix(2)
print("prefix made")
print(Array(p))
print(l.reduce(0, +))
print(f.contains(3), f.contains(4))
let r = (1...5).lazy.map { x -> Int in print("r", x); return x * x }.filter { x -> Bool in print("q", x); return x > 4 }
print("chain made")
print(r.first!)
print(r.first(where: { $0 > 10 })!)
print([1, 2, 3].lazy.map { x -> Int in print("a", x); return x }.allSatisfy { $0 < 2 })
[5, 6].lazy.filter { $0 > 5 }.forEach { print("each", $0) }
for w in "ab".lazy.map({ c -> String in print("s", c); return String(c) + "!" }) { print(w) }
let none = [1, 2].lazy.filter { $0 > 5 }
print(none.first, none.last, none.isEmpty, none.count, [Int]().lazy.map { $0 }.first)
print((1...).lazy.map { $0 * 2 }.first(where: { $0 > 5 })!, [1, 2].lazy.map { $0 > 1 ? $0 : nil }.first!)

// expect: before
// expect: m 1
// expect: 2
// expect: count 3 false
// expect: m 2
// expect: m 3
// expect: 4 6
// expect: m 1
// expect: v 2
// expect: m 2
// expect: v 4
// expect: m 3
// expect: v 6
// expect: m 1
// expect: m 2
// expect: m 3
// expect: [2, 4, 6]
// expect: before filter
// expect: f 1
// expect: f 2
// expect: 2
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: count 2
// expect: f 1
// expect: f 2
// expect: isEmpty false
// expect: f 1
// expect: f 2
// expect: f 4
// expect: last 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 2
// expect: f 3
// expect: [2]
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: f 4
// expect: [4]
// expect: prefix made
// expect: m 1
// expect: m 2
// expect: [2, 4]
// expect: m 1
// expect: m 2
// expect: m 3
// expect: 12
// expect: f 3
// expect: f 4
// expect: f 1
// expect: f 2
// expect: f 3
// expect: f 4
// expect: false true
// expect: chain made
// expect: r 1
// expect: q 1
// expect: r 2
// expect: q 4
// expect: r 3
// expect: q 9
// expect: r 3
// expect: 9
// expect: r 1
// expect: q 1
// expect: r 2
// expect: q 4
// expect: r 3
// expect: q 9
// expect: r 4
// expect: q 16
// expect: 16
// expect: a 1
// expect: a 2
// expect: false
// expect: each 6
// expect: s a
// expect: a!
// expect: s b
// expect: b!
// expect: nil nil true 0 nil
// expect: 6 nil
