// Lazy views over a String and a Dictionary: `String(_:)` of a lazy filter of characters reads
// it once; its `first`, `count` and `last` walk it as Swift's lazy filter does. A Dictionary's
// lazy filter and map test each entry once per pass.
var calls = 0
let s = "ab1c2d"
let letters = s.lazy.filter { c -> Bool in calls += 1; return c.isLetter }
print(String(letters), calls)
calls = 0
print(letters.first!, calls)
calls = 0
print(letters.count, calls)
calls = 0
print(letters.last!, calls)
calls = 0
for c in letters where c != "b" { print(c, calls) }
calls = 0
let upper = s.lazy.filter { c -> Bool in print("letter?", c); return c.isLetter }.map { c -> String in print("upper", c); return c.uppercased() }
print(upper.joined(separator: "-"))
let d = ["a": 1, "b": 2, "c": 3]
let keys = d.lazy.filter { e -> Bool in calls += 1; return e.value > 1 }.map(\.key)
print(keys.sorted(), calls)
calls = 0
print(keys.count, calls)
calls = 0
print(Array(keys).count, calls)

// expect: abcd 6
// expect: a 1
// expect: 4 6
// expect: d 2
// expect: a 1
// expect: c 4
// expect: d 6
// expect: letter? a
// expect: upper a
// expect: letter? b
// expect: upper b
// expect: letter? 1
// expect: letter? c
// expect: upper c
// expect: letter? 2
// expect: letter? d
// expect: upper d
// expect: A-B-C-D
// expect: ["b", "c"] 3
// expect: 2 3
// expect: 2 3
